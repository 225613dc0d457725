import type { Project } from './types.js';
import inventoryImage from '../assets/images/project-inventory-system.svg';
import bakeryImage from '../assets/images/project-bakery-website.svg';
import schoolAppImage from '../assets/images/project-school-app.svg';

export const projects: Project[] = [
  {
    id: 'wholesale-inventory-system',
    title: 'Billing and inventory system',
    client: 'A wholesale medicine distributor in Rawalpindi',
    summary:
      'The distributor supplied more than 200 pharmacies and kept stock, batches and expiry dates in Excel. We built a web-based system for purchases, sales invoices, batch-wise stock, expiry alerts and customer credit, used from the warehouse and by the order bookers on their phones.',
    result:
      'Month-end stock taking went from four days to one, and expired stock written off in the first year fell by more than half.',
    services: ['Custom Software', 'Cyber Security'],
    image: {
      src: inventoryImage,
      width: 800,
      height: 500,
      alt: 'A laptop showing an inventory table beside a stack of cartons',
    },
  },
  {
    id: 'bakery-online-ordering',
    title: 'Online ordering website and social media',
    client: 'A family-run bakery with two branches in Rawalpindi',
    summary:
      'Cake orders came in by phone and were often noted down wrongly. We designed a new brand look, built a website where customers choose a cake, size and message, pay by Cash on Delivery or bank transfer, and pick a delivery slot, and we run the bakery’s Facebook and Instagram pages.',
    result:
      'Around 40% of custom cake orders now arrive through the website, and phone mistakes have almost disappeared.',
    services: ['Website Development', 'Graphic Design', 'Social Media Management'],
    image: {
      src: bakeryImage,
      width: 800,
      height: 500,
      alt: 'A bakery website with a cake illustration and an order button, shown on a computer and a phone',
    },
  },
  {
    id: 'school-parent-app',
    title: 'Parent app for fees and attendance',
    client: 'A private school network with three campuses in Islamabad',
    summary:
      'Parents were kept informed through paper diaries and crowded WhatsApp groups. We built an Android and iPhone app that shows daily attendance, homework, fee vouchers and results, with a web panel for each campus office.',
    result:
      'Fee vouchers are now sent in minutes instead of printed by hand, and on-time fee payments rose noticeably in the first term.',
    services: ['App Development', 'Custom Software'],
    image: {
      src: schoolAppImage,
      width: 800,
      height: 500,
      alt: 'A phone showing an attendance calendar, with a graduation cap and a notification bell',
    },
  },
];
