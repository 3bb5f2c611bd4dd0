import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dateLocale } from '../../../../../texts-and-settings/drafts.json';
import { fillText } from '../../../lib/fill-template.tsx';
import { messages } from '../../../lib/messages.ts';
import { DraftOfferContext, type DraftOffer, type OfferedDraftState } from './offered-draft.ts';

const dateInWords = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'long', year: 'numeric' });

const outcomeTexts: Record<NonNullable<OfferedDraftState['outcome']>, string> = {
  restored: messages.draftRestored,
  discarded: messages.draftDiscarded,
  failed: messages.genericError,
};

/** The offer and its state; null outside a logged-in application (a visitor, the print view). */
function useDraftOffer(): { offer: DraftOffer; state: OfferedDraftState } | null {
  const offer = useContext(DraftOfferContext);
  const state = useSyncExternalStore(
    (listener) => offer?.subscribe(listener) ?? (() => undefined),
    () => offer?.getState() ?? null,
  );
  return offer && state ? { offer, state } : null;
}

/**
 * The answers an earlier visit typed and did not save, offered in plain words with Restore and Discard. What
 * became of them is said in a polite status region that takes the focus once the buttons are gone, so neither a
 * keyboard nor a screen reader is left nowhere.
 */
export function DraftNotice() {
  const drafts = useDraftOffer();
  const status = useRef<HTMLParagraphElement>(null);
  const outcome = drafts?.state.outcome ?? null;
  const offered = drafts?.state.offered ?? null;
  useEffect(() => {
    if (outcome && !offered) status.current?.focus();
  }, [outcome, offered]);
  if (!drafts) return null;
  const { offer } = drafts;
  return (
    <>
      {offered && (
        <Box
          component="section"
          aria-labelledby="draft-notice-title"
          data-draft-notice=""
          sx={{ bgcolor: 'secondary.extraLight', borderLeft: 4, borderColor: 'secondary.main', borderRadius: 1, px: { xs: 2, sm: 3 }, py: 2, mb: 3 }}
        >
          <Typography id="draft-notice-title" variant="h3" component="h2" gutterBottom>
            {messages.draftTitle}
          </Typography>
          <Typography>{fillText(messages.draftNotice, { date: dateInWords.format(new Date(offered.typedAt)) })}</Typography>
          <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => offer.restore()}>
              {messages.draftRestore}
            </Button>
            <Button variant="outlined" onClick={() => void offer.discard()}>
              {messages.draftDiscard}
            </Button>
          </Stack>
        </Box>
      )}
      <Typography ref={status} role="status" tabIndex={-1} data-draft-status="" sx={{ mb: outcome ? 3 : 0, '&:focus': { outline: 'none' } }}>
        {outcome ? outcomeTexts[outcome] : ''}
      </Typography>
    </>
  );
}
