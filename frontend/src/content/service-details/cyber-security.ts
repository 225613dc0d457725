import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'Small businesses are targeted because they are easy targets: shared passwords, old Windows machines, open Wi-Fi and no backups. A single hacked email or WhatsApp account can cost you clients and money. We start with an on-site or remote review of your computers, accounts, network and website.',
    'You receive a short report that lists the risks in order of importance and what each fix costs. We can then put the fixes in place: two-step verification on email and social accounts, a password manager, automatic backups, firewall and router settings, website hardening and SSL.',
    'Because most attacks begin with a convincing message, we also run a one-hour awareness session for your staff on fake bank calls, phishing links and WhatsApp account takeovers.',
  ],
  deliverables: [
    'Security review of computers, accounts, network and website',
    'Written report with risks ranked and costed',
    'Two-step verification and password manager set-up',
    'Automatic backup plan that is tested, not just configured',
    'Staff awareness session on phishing and scams',
  ],
};

export default detail;
