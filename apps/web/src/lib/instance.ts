import { useSyncExternalStore } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Instance, SocialLink } from '@soundpost/contracts/instance';
import { api, dataOf } from './api-client.ts';

/** GET /v1/instance: the support contact and help centre this installation's operator set. */
export function getInstance(): Promise<Instance> {
  return dataOf(api.GET('/v1/instance'));
}

export const instanceQueryOptions = () =>
  queryOptions({ queryKey: ['instance'], queryFn: getInstance, staleTime: Infinity });

export function useInstance() {
  return useQuery(instanceQueryOptions());
}

const noLinks: SocialLink[] = [];
let socialLinks = noLinks;
const listeners = new Set<() => void>();
let reading: Promise<Instance> | undefined;

/**
 * GET /v1/instance once per page load, for the layout (the consent banner's tools, the
 * footer's social links) without the query library; asked again after a failure.
 */
export function readInstance(): Promise<Instance> {
  reading ??= getInstance().then(
    (instance) => {
      socialLinks = instance.socialLinks;
      listeners.forEach((listener) => listener());
      return instance;
    },
    (error: unknown) => {
      reading = undefined;
      throw error;
    },
  );
  return reading;
}

/** The operator's social accounts (SOCIAL_LINKS): none on the server and until read. */
export const useSocialLinks = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => socialLinks,
    () => noLinks,
  );
