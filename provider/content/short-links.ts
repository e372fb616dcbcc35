// `/s/{shortLinkId}` targets (docs/product/content.md#short-links). Every real target is a path on this site.
import type { ShortLink } from '../../shared/schemas/content';
import { PATHS } from '../../shared/routes/paths';

export const SHORT_LINKS: ShortLink[] = [
  { id: 'ftf', target: PATHS.flipToFibre },
  { id: 'flip', target: PATHS.flipToFibre },
  { id: 'nbn', target: PATHS.nbn },
  { id: 'fibre', target: PATHS.fibre },
  { id: 'hwbb', target: PATHS.homeWireless },
  { id: 'mbb', target: PATHS.mobileBroadband },
  { id: 'mobile', target: PATHS.mobilePhone },
  { id: 'phone', target: PATHS.homePhone },
  { id: 'call-rates', target: `${PATHS.homePhone}#call-rates` },
  { id: 'rates', target: PATHS.voipInternational },
  { id: 'secure', target: PATHS.homeSecure },
  { id: 'boost', target: PATHS.speedBoost },
  { id: 'exefix', target: PATHS.exefix },
  { id: 'speeds', target: PATHS.flipAboutSpeeds },
  { id: 'ftf-faq', target: PATHS.flipFaqTerms },
  { id: 'help', target: PATHS.contactUs },
  { id: 'complaint', target: PATHS.lodgeComplaint },
  { id: 'hardship', target: PATHS.assistance },
  { id: 'outage', target: PATHS.networkOutage },
  { id: 'flood', target: PATHS.disasterRelief },
  { id: 'ssbi', target: PATHS.schoolStudentBroadband },
  { id: 'esafety', target: PATHS.esafety },
  { id: 'privacy', target: PATHS.privacyPolicy },
  { id: 'terms', target: PATHS.terms },
  { id: 'refer', target: `${PATHS.referAFriend}?utm_source=shortlink&utm_medium=referral` },
  { id: 'check', target: PATHS.availability },
  // Deliberately hostile: the server must refuse both (docs/architecture.md#reliability-and-security, no open redirect).
  { id: 'evil', target: 'https://evil.example/phish' },
  { id: 'evil2', target: '//evil.example' },
];
