// Every Mantine component's styles, for the pages behind the public ones (forms, menus,
// tables, modals): one cached stylesheet fetched with the first such page. The public pages
// need only the few that app/provider.tsx imports.
import '@mantine/core/styles.layer.css';
