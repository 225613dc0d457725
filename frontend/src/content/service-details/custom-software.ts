import type { ServiceDetail } from '../types.js';

const detail: ServiceDetail = {
  description: [
    'Many businesses in Rawalpindi and Islamabad run on a mix of registers, Excel sheets and WhatsApp groups. That works until orders are missed, stock does not match and month-end takes a week. We sit with you and your staff, write down how work actually flows, and build software that follows that flow instead of forcing a new one on you.',
    'Typical projects are inventory and billing systems for wholesalers and shops, fee and attendance systems for schools and academies, job-card systems for workshops and small ERP tools for distributors. We build for the web, so the system runs on the computers and phones you already have, and we can print receipts on ordinary thermal printers.',
    'Every project starts with a fixed written quote and a short list of milestones. You see working screens every week or two, your staff are trained in Urdu or English, and we stay on for support after launch.',
  ],
  deliverables: [
    'Requirements document written in plain language',
    'Web-based system that runs on office computers and phones',
    'Data import from your existing Excel sheets',
    'User accounts with roles for owners, managers and staff',
    'Staff training in Urdu or English',
    'Three months of free support and bug fixes after launch',
  ],
};

export default detail;
