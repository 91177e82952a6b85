// The Mantine styles of the signed-in layout, the dashboard and /analytics (router.tsx), beside
// those app/provider.tsx imports: ≈12 KB gzipped instead of every component's (app-styles.ts,
// ≈42 KB), so a phone fetches, parses and applies less before the page can show (decision 043).
// In the order of Mantine's full sheet (a component after what it is built on). A component
// these pages start to use needs its stylesheet here, with those it is built from (Select on
// Combobox, Input and Popover; Drawer on ModalBase, Overlay and Paper).
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
