import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from '@soundpost/contracts/roles';
import { timestamps } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: roles }).notNull().default('user'),
    lang: text('lang', { enum: ['en', 'es', 'pt', 'tr'] })
      .notNull()
      .default('en'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneCode: text('phone_code').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    contactMethod: text('contact_method', { enum: ['email', 'sms', 'whatsapp'] })
      .notNull()
      .default('email'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    freeze: boolean('freeze').notNull().default(false),
    banned: boolean('banned').notNull().default(false),
    blockReason: text('block_reason'),
    twofactorSecret: text('twofactor_secret'),
    twofactorEnabledAt: timestamp('twofactor_enabled_at', { withTimezone: true }),
    googleSub: text('google_sub'),
    appleSub: text('apple_sub'),
    referredByUser: text('referred_by_user'),
    signupUtm: jsonb('signup_utm').$type<Record<string, string>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    uniqueIndex('users_apple_sub_key').on(t.appleSub),
  ],
);

export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    /**
     * Who really acted when it was not the user: the administrator, also while impersonating.
     * Such rows keep no IP or user agent (staff details stay in the audit log).
     */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt)],
);
