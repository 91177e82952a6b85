// The Mantine styles of the sign-in, sign-up and account-recovery forms (the auth routes of
// router.tsx), beside those app/provider.tsx imports: a few KB instead of every component's
// styles (app-styles.ts, 250 KB), so a phone parses and applies little before the form is
// ready. A component an auth page starts to use needs its stylesheet here (and the ones it is
// built from: Button on UnstyledButton and Loader, PasswordInput on Input and ActionIcon).
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/PinInput.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
