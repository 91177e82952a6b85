// The release wizard's first step (basic info, the artist picker and its "new artist" modal,
// the stepper) on top of the signed-in layout's sheet: the Mantine styles a new release opens
// with, instead of every component's (app-styles.ts). The later steps (uploads, tracks, stores,
// dates) use most inputs: router.tsx fetches the full sheet once the first step is on screen,
// and a later step waits for it. A component the first step starts to use needs its line here.
import './signed-in-styles.ts';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Stepper.layer.css';
