import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { checkPasswordRules } from '../../../../shared/auth/auth-forms.ts';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { authText } from '../auth-texts.ts';
import { cardTexts } from '../card-texts.ts';

type RuleState = keyof typeof cardTexts.checklist.states;

const look = {
  inactive: { Icon: RadioButtonUncheckedIcon, colour: 'text.secondary' },
  failed: { Icon: CancelIcon, colour: 'error.main' },
  passed: { Icon: CheckCircleIcon, colour: 'success.dark' },
} as const;

interface PasswordChecklistProps {
  id: string;
  password: string;
}

/**
 * The live checklist of the new-password rules (texts-and-settings/auth/password-rules.json): every rule inactive while the
 * field is empty, then failed or passed. Each state is an icon and a colour on screen and words for screen readers.
 */
export function PasswordChecklist({ id, password }: PasswordChecklistProps) {
  const headingId = `${id}-heading`;
  const checks = checkPasswordRules(password);
  return (
    <Box id={id} sx={{ mt: 1, mx: 1.75 }}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {cardTexts.checklist.heading}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {checks.map(({ rule, passed }) => {
          const state: RuleState = password === '' ? 'inactive' : passed ? 'passed' : 'failed';
          const { Icon, colour } = look[state];
          return (
            <Box
              component="li"
              key={rule.id}
              data-rule={rule.id}
              data-state={state}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25, color: state === 'inactive' ? 'text.secondary' : colour }}
            >
              <Icon aria-hidden fontSize="small" sx={{ color: colour }} />
              <Typography variant="body2" component="span" sx={{ color: 'inherit' }}>
                {authText(rule.label)}
                <VisuallyHidden>{`: ${cardTexts.checklist.states[state]}`}</VisuallyHidden>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
