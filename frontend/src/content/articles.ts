import type { Article } from './types.js';

/** Knowledge-center articles: evergreen, practical reading for small business owners. */
export const articles: Article[] = [
  {
    slug: 'what-to-ask-before-hiring-a-web-developer',
    title: 'Questions to ask before you hire a web developer',
    author: 'Ayesha Malik',
    categories: ['Websites', 'Buying advice'],
    excerpt:
      'Most website problems start before a single line of code is written. These questions help you compare quotes and avoid the common traps.',
    body: [
      'Every week we meet business owners who paid for a website that is slow, cannot be edited, or is registered in someone else’s name. In almost every case the problem could have been avoided with a few questions at the start. Whoever you hire, including us, ask these before you pay an advance.',
      'First, ask who will own the domain, the hosting account and the source files. The answer should be you. The domain should be registered with your name and email address, and you should receive the login details. Second, ask whether you will be able to change text, prices and photos yourself, and ask to see the admin panel of a previous project.',
      'Third, ask what exactly is included in the price: how many pages, whether content writing and photos are included, whether business email and the SSL certificate are set up, and how many rounds of changes you get. Fourth, ask what the yearly costs will be after launch. Domain and hosting renewals are normal; surprise charges for small edits are not.',
      'Fifth, ask for two or three live websites they have built and open them on your own phone on mobile data. If they load slowly or look broken on a phone, yours probably will too. Sixth, ask how long the project will take and what they need from you, because most delays come from content that the client has not sent yet.',
      'Finally, ask what happens if something breaks after launch, who you call, and how quickly they respond. Ask whether backups are taken and whether they have been restored before. Get the answers in writing as part of the quote. A developer who is happy to answer all of this clearly is usually a developer who will be easy to work with.',
    ],
  },
  {
    slug: 'protect-your-business-whatsapp-from-takeover',
    title: 'How to protect your business WhatsApp from being taken over',
    author: 'Bilal Hussain',
    categories: ['Cyber Security', 'WhatsApp'],
    excerpt:
      'WhatsApp account takeovers are one of the most common scams in Pakistan. Two minutes of settings can stop most of them.',
    body: [
      'For many Pakistani businesses, WhatsApp is the shop counter, the order book and the customer service desk. That is exactly why scammers target it. The usual trick is simple: someone calls pretending to be from a courier, a bank, a telecom company or even a relative, and asks you to read out a six-digit code you have just received. That code is WhatsApp’s registration code, and whoever has it can move your number to their own phone.',
      'The most important protection is two-step verification. In WhatsApp, open Settings, then Account, then Two-step verification, and set a six-digit PIN that you do not use anywhere else. Add an email address so you can reset it. After this, even if someone gets your SMS code, they also need the PIN.',
      'Second, never share any code you receive by SMS or call, with anyone, for any reason. No genuine bank, courier, PTA officer or WhatsApp employee will ever ask for it. Tell your staff the same, especially anyone who handles the business phone.',
      'Third, check Linked devices in WhatsApp regularly. If you see a computer or browser you do not recognise, log it out straight away. Use WhatsApp Business rather than the personal app for the shop number, and keep that phone locked with a PIN or fingerprint.',
      'If your account is taken over, reinstall WhatsApp, register your number again and enter the SMS code as soon as it arrives; this logs the other person out. Warn your customers through your other channels that they may receive fake messages asking for money, and report the incident to the national cyber crime authorities. Then turn on two-step verification so it cannot happen again.',
    ],
  },
  {
    slug: 'facebook-ads-budget-for-small-businesses',
    title: 'How much should a small business spend on Facebook ads?',
    author: 'Sana Qureshi',
    categories: ['Digital Marketing', 'Social Media'],
    excerpt:
      'There is no magic number, but there is a sensible way to start small, measure results and decide when to spend more.',
    body: [
      'One of the first questions we hear is how much to spend on Facebook and Instagram ads. The honest answer is that it depends on what a customer is worth to you. A tuition academy that earns PKR 60,000 from one student over a year can afford to pay far more per enquiry than a shop selling a PKR 1,500 product.',
      'Start by working out roughly how much you can afford to spend to win one customer. Then run a test. For most local businesses a first test of PKR 500 to 1,000 a day for two weeks is enough to learn which audience, image and offer bring messages. Spending PKR 200 a day often gives too little data to learn from.',
      'Choose the right objective. If you want WhatsApp enquiries, use a messages campaign that opens WhatsApp, not an engagement campaign that collects likes. Likes feel good but rarely pay the bills. Keep your targeting sensible: the city or areas you actually deliver to, and the age range that buys from you.',
      'Measure what matters: cost per message or lead, and how many of those leads became paying customers. Ask your staff to note where each customer heard about you. After two weeks, stop the ads that produce nothing and move the budget to the ones that work.',
      'Only increase the budget when the cost per customer is within what you can afford, and increase it gradually, by 20 to 30 percent at a time, so the campaign does not reset its learning. Remember that the ad is only half the job. If messages are answered late or prices are hidden, even a good ad will not turn into sales.',
    ],
  },
  {
    slug: 'google-business-profile-setup-guide',
    title: 'Getting your shop on Google Maps with a Google Business Profile',
    author: 'Sana Qureshi',
    categories: ['Local SEO', 'Digital Marketing'],
    excerpt:
      'When someone searches for a shop or service near them, Google shows a map with three businesses. This is how to be one of them.',
    body: [
      'When people search for something like "printing shop near me" or "AC repair Rawalpindi", Google usually shows a map and three local businesses before any website. Those listings come from Google Business Profile, a free service that most small businesses in Pakistan still have not claimed.',
      'To start, go to the Google Business Profile website with a Gmail account that belongs to the business, not to an employee who may leave. Enter the exact business name as it appears on your board, choose the most specific category you can, and place the pin exactly on your shop, which matters in busy markets such as Saddar or Commercial Market where many businesses share one building.',
      'Google will ask you to verify that you really are at that address, often with a short video showing your signboard, the street outside and the inside of the shop. Add your phone number, WhatsApp number, website and working hours, including special hours for Ramadan and Eid.',
      'Once verified, add real photos: the front of the shop so people can find it, the inside, your products and your team. Write a short description of what you sell and which areas you serve. Listings with photos and complete details receive noticeably more calls and direction requests.',
      'Finally, ask happy customers to leave a review and reply to every review, good or bad, politely and quickly. A steady flow of recent reviews is one of the strongest signals Google uses to decide which businesses to show. Check your profile once a month to keep hours and photos up to date.',
    ],
  },
  {
    slug: 'do-you-need-an-app-or-a-website',
    title: 'Do you need a mobile app, or is a website enough?',
    author: 'Bilal Hussain',
    categories: ['App Development', 'Websites', 'Buying advice'],
    excerpt:
      'Apps cost more to build and to keep running. Here is how to tell whether your customers will actually install and use one.',
    body: [
      'Many businesses ask us for an app because a competitor has one. Before spending on an app, it is worth asking a simple question: how often will a customer open it? People install an app only when they expect to use it again and again, and they uninstall it quickly when their phone runs out of storage.',
      'An app makes sense for repeat use: ordering food or groceries every week, checking a child’s attendance and fees, tracking deliveries, booking regular appointments, or using a loyalty card. It also makes sense when you need phone features such as push notifications, the camera, location tracking or offline use.',
      'A website is usually the better first step when customers visit occasionally, for example to see your services, check prices, find your location or send an enquiry. A fast mobile website works on every phone without installation, appears in Google search, and can be shared in a WhatsApp message with one link.',
      'Cost is another factor. An app has to be published on Google Play and the App Store, updated when Android and iOS change, and tested on many phones. A website can be updated in minutes. For many small businesses, a good website plus WhatsApp Business covers ninety percent of what an app would do.',
      'If you are unsure, start with a mobile-friendly website and watch how customers use it. If a large share of them return every week, that is a strong sign an app will be used, and the website’s back end can often be reused to build it.',
    ],
  },
  {
    slug: 'backups-for-small-offices',
    title: 'A simple backup plan for small offices',
    author: 'Bilal Hussain',
    categories: ['Cyber Security', 'IT Basics'],
    excerpt:
      'Hard disks fail, laptops get stolen and ransomware locks files. A backup you have tested is the cheapest insurance a business can buy.',
    body: [
      'Ask a small business owner whether their data is backed up and the answer is often "I think so". Then we find that the backup is a USB drive that was last used a year ago, or that it sits in the same drawer as the computer it is meant to protect. When a hard disk fails or ransomware encrypts the files, that backup is no help.',
      'A useful rule is 3-2-1: keep three copies of important data, on two different kinds of storage, with one copy away from the office. In practice, for a small office, that means the original files on the computer, a copy on an external drive, and a copy in cloud storage such as Google Drive or OneDrive.',
      'Decide what actually needs backing up: accounting and billing data, customer records, contracts, design files and anything that would take days to recreate. Software can be reinstalled; data cannot. If your billing system runs on a local computer, ask your developer where its database is stored and how to copy it.',
      'Make backups automatic. People forget to plug in a drive on a busy day. Cloud sync can run continuously, and most backup tools can copy files to an external drive on a schedule. Disconnect the external drive when the copy finishes, so ransomware on the computer cannot reach it.',
      'Finally, test the backup every few months by restoring a few files to another computer and opening them. A backup that has never been restored is only a hope. Write the steps on one page and keep it where more than one person can find it.',
    ],
  },
];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
