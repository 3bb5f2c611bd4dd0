import ui from '../../../texts-and-settings/ui.json' with { type: 'json' };
import { BODY_FONT, contrastRatio, HEADING_FONT, readablePalette } from '../../shared/tenant-style.ts';
import type { Tenant } from '../../shared/tenant.ts';

/**
 * The styles of the page painted before the JavaScript (pre-js-page.ts), in the tenant's colours: the same boxes,
 * sizes and breakpoint (texts-and-settings/ui.json) as the React frames' `sx` (BrandBar, MarketingBullets, StepNav,
 * DateBanner, WelcomeBanner, FormLayout, AuthLayout, AuthCard), so the page does not jump when React takes over.
 */
export function preJsStyle(tenant: Tenant): string {
  const c = readablePalette(tenant.branding.theme, contrastRatio);
  const sm = `@media (min-width:${ui.breakpoints.mobile}px)`;
  return `<style>
body{margin:0;background:${c.neutral.extraLight};color:${c.neutral.dark};font-family:${BODY_FONT};font-size:1rem;line-height:1.5;letter-spacing:.00938em;-webkit-font-smoothing:antialiased}
.pj,.pj *{box-sizing:border-box}
.pj{min-height:100vh;display:flex;flex-direction:column}
:where(.pj) :where(p,h1,h2,ul,ol){margin:0}
.pj-hidden{border:0;clip:rect(0 0 0 0);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;white-space:nowrap;width:1px}
.pj-icon{width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor}
.pj-bar{background:${c.white.main};border-top:4px solid ${c.primary.main};box-shadow:0 1px 0 rgba(0,0,0,.08)}
.pj-bar-in{max-width:72rem;margin:0 auto;padding:12px 16px;display:flex;align-items:center;gap:12px}
.pj-logo-link{display:block;border-radius:8px}
.pj-logo{display:block;height:36px;width:auto}
.pj-divider,.pj-bar-title{display:none}
.pj-divider{border-left:1px solid ${c.neutral.light};align-self:stretch}
.pj-bar-title{font-family:${HEADING_FONT};font-size:1.25rem;color:${c.primary.dark}}
.pj-bullets{list-style:none;padding:0;display:flex;flex-direction:column;flex-wrap:wrap;align-items:flex-start;justify-content:center;width:fit-content;margin:0 auto;text-align:left;column-gap:32px;row-gap:8px;color:${c.white.main}}
.pj-bullets li{display:flex;align-items:center;gap:8px;font-size:.875rem}
.pj-bullets .pj-icon{font-size:1.1rem;color:${c.secondary.light}}
.pj-band{background:${c.primary.dark};padding:10px 16px}
.pj-steps{background:${c.white.main};border-bottom:1px solid ${c.neutral.light}}
.pj-steps ol{list-style:none;margin:0 auto;max-width:56rem;padding:12px 16px;display:flex;align-items:center}
.pj-steps li{display:flex;align-items:flex-start;flex:1 1 auto}
.pj-steps li:first-child{flex:0 1 auto}
.pj-line{flex:1;min-width:1rem;height:2px;background:${c.primary.light};margin:1rem 8px 0}
.pj-step{display:flex;flex-direction:column;align-items:center;gap:4px;font-size:.85rem;text-align:center;color:${c.primary.dark};text-decoration:none}
.pj-step[aria-current]{font-weight:700}
.pj-circle{width:2rem;height:2rem;flex-shrink:0;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-weight:700;border:2px solid ${c.primary.main};background:${c.white.main};color:${c.primary.main}}
[aria-current] .pj-circle{background:${c.primary.main};color:${c.primary.contrastText}}
.pj-date{display:flex;align-items:center;justify-content:center;gap:8px;padding:8px 16px;background:${c.secondary.extraLight};color:${c.secondary.dark};font-weight:600;font-size:.9rem;text-align:center}
.pj-date .pj-icon{font-size:1.25rem}
.pj-main{flex:1;width:100%;max-width:56rem;margin:0 auto;padding:24px 16px}
.pj-welcome{background:${c.primary.extraLight};border-left:4px solid ${c.primary.main};border-radius:8px;padding:16px;margin-bottom:24px}
.pj-welcome h2{font-family:${HEADING_FONT};font-weight:700;font-size:1.35rem;line-height:1.167;color:${c.primary.dark};margin-bottom:.35em}
.pj-welcome p+p{margin-top:12px}
.pj-welcome a{color:${c.primary.main};font-weight:600}
.pj-form{background:${c.white.main};border:1px solid ${c.neutral.light};border-radius:16px;padding:20px;min-height:100vh}
.pj-hero{background:linear-gradient(160deg,${c.primary.main} 0%,${c.primary.dark} 100%);color:${c.white.main};text-align:center;padding:32px 16px 80px}
.pj-partner{color:${c.primary.extraLight};letter-spacing:.08em;text-transform:uppercase;margin-bottom:8px}
.pj-title{font-family:Georgia,serif;font-weight:700;font-size:1.75rem;margin-bottom:20px}
.pj-card-main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:0 16px 48px;margin-top:-56px}
.pj-card{width:100%;max-width:30rem;padding:24px;border-radius:16px;background:${c.white.main};min-height:24rem;box-shadow:0 3px 3px -2px rgba(0,0,0,.2),0 3px 4px 0 rgba(0,0,0,.14),0 1px 8px 0 rgba(0,0,0,.12)}
.pj-card h1{font-family:${HEADING_FONT};font-weight:700;font-size:1.75rem;line-height:1.2;letter-spacing:-.00833em;color:${c.primary.dark};text-align:center;margin-bottom:24px}
${sm}{.pj-bar-in{padding:16px 32px;gap:24px}.pj-logo{height:48px}.pj-divider,.pj-bar-title{display:block}
.pj-bullets{flex-direction:row;align-items:center;width:auto}.pj-bullets li{font-size:.95rem}
.pj-steps ol{padding:16px}.pj-steps li{align-items:center}.pj-line{margin:0 16px}.pj-step{flex-direction:row;gap:10px;font-size:1rem}
.pj-date{font-size:1rem}.pj-main{padding:40px 32px}.pj-welcome{padding:16px 24px}.pj-form{padding:40px}
.pj-hero{padding:48px 16px 96px}.pj-title{font-size:2.5rem}.pj-card{padding:40px}}
</style>`;
}
