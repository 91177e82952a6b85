/* global window, document */
// Sets Mantine's colour scheme on <html> before the first paint, so a dark-mode user never
// sees a light flash. Mirrors Mantine's ColorSchemeScript, kept as a file because the
// Content-Security-Policy forbids inline scripts. The key is the app's `theme` storage key.
(function () {
  try {
    var stored = window.localStorage.getItem('theme');
    var scheme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
