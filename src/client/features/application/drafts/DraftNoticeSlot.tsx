import { useContext, useEffect, useState } from 'react';
import { loadOnce } from '../../../../shared/load-once.ts';
import { DraftOfferContext } from './offered-draft.ts';

const noticeCode = loadOnce(() => import('./DraftNotice.tsx'));

/** Where the offer of an earlier visit's draft shows: its code is fetched only once a logged-in applicant's drafts run. */
export function DraftNoticeSlot() {
  const drafts = useContext(DraftOfferContext);
  const [Notice, setNotice] = useState(() => noticeCode.value?.DraftNotice ?? null);
  useEffect(() => {
    if (drafts && !Notice)
      noticeCode().then(
        ({ DraftNotice }) => setNotice(() => DraftNotice),
        () => undefined,
      );
  }, [drafts, Notice]);
  return drafts && Notice ? <Notice /> : null;
}
