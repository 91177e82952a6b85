import { viewText } from '../../db/read-view.ts';
import { releaseView, trackView } from '../releases/index.ts';

// The releases module's read views as SQL text, `(select …) "name"`, for the queries royalties
// speak as text with `$n` parameters (the import's matching, the entries, the statements):
// rendered once, when the module loads. A view has no parameters of its own, so the text's
// `$n` stay the query's.

/** The releases module's tracks (`trackView`: columns named as in the database), named `tr`. */
export const tracksAsTr = viewText(trackView('tr'));
/** The releases module's releases (`releaseView`), named `r`. */
export const releasesAsR = viewText(releaseView('r'));
/** Tracks named `t`, for the import's matching. */
export const tracksAsT = viewText(trackView('t'));
