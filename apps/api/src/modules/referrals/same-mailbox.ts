/** Providers that ignore dots in the local part (one mailbox, many spellings). */
const dotless = new Set(['gmail.com', 'googlemail.com']);

/** An address reduced to its mailbox: lower case, no `+tag`, no dots where the provider drops them. */
function mailbox(email: string) {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1).toLowerCase();
  let local = email.slice(0, at).toLowerCase().split('+')[0]!;
  if (dotless.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** Whether two addresses reach the same mailbox (`a.b+x@gmail.com` and `ab@gmail.com` do). */
export const sameMailbox = (a: string, b: string) => mailbox(a) === mailbox(b);
