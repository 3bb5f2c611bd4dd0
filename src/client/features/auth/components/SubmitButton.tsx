import { ButtonWithLoading } from '../../../components/ButtonWithLoading.tsx';
import { cardTexts } from '../card-texts.ts';

/** The Submit button of every card, busy while its call runs. */
export function SubmitButton({ loading }: { loading: boolean }) {
  return (
    <ButtonWithLoading type="submit" variant="contained" size="large" fullWidth loading={loading} sx={{ height: '3rem' }}>
      {cardTexts.submit}
    </ButtonWithLoading>
  );
}
