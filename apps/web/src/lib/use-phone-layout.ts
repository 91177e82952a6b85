import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint, where the admin lists show each row as a card. Read on
 * the first render (no server rendering here), so a phone never draws the table first.
 */
export function usePhoneLayout(): boolean {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return !wide;
}
