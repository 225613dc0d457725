import { type PostForm } from '@site/contract';

/** Three real posts so a new installation shows a working blog (created outside production
 * only, and only into an empty table). */
export const SAMPLE_POSTS: PostForm[] = [
  {
    title: 'Website builder or custom development: how to choose for your business',
    slug: 'website-builder-or-custom-development',
    excerpt:
      'A template site can be live in a week; a custom build takes longer but fits the way you work. Four questions that settle the choice.',
    readTime: '5 min read',
    tags: 'Web Development, Small Business',
    content: `<p>Most of the businesses that call us in Rawalpindi and Islamabad ask the same first question: should we use a website builder, or have the site built for us? Both are sound choices. The right one depends on four things.</p>
<h2>1. What must the site do, beyond showing information?</h2>
<p>If the site introduces your company, lists services and collects enquiries, a well-chosen template does that well. When the site has to <strong>work with your own processes</strong> (bookings tied to staff rotas, quotes calculated from your price list, a portal where clients download their documents) a builder starts to fight you, and custom development pays for itself.</p>
<h2>2. Who will update it?</h2>
<p>Builders shine when a non-technical person edits pages every week. A custom site can have an admin area too, but someone has to design it. Count who will keep the content fresh before you count features.</p>
<h2>3. How fast must it load on a phone?</h2>
<p>More than three quarters of visitors to local business sites in Pakistan arrive on a mobile connection. Template sites often ship large scripts for features you never use. A custom build sends only what the page needs, which shows directly in search rankings.</p>
<h2>4. What will it cost over three years?</h2>
<ul>
<li>Builder: low start, monthly fees for every plan upgrade and plug-in.</li>
<li>Custom: a larger first invoice, then hosting and a maintenance agreement.</li>
</ul>
<p>Add up three years of both before deciding. If the totals are close, choose the option that leaves you owning your code and your data.</p>`,
  },
  {
    title: 'Five security basics every small office should have in place',
    slug: 'five-security-basics-for-small-offices',
    excerpt:
      'Most break-ins we investigate start with a reused password or an unpatched laptop. Five inexpensive habits close the common doors.',
    readTime: '4 min read',
    tags: 'Cyber Security, Small Business',
    content: `<p>When a small company calls us after a security incident, the cause is rarely sophisticated. It is usually one of a handful of gaps that cost little to close.</p>
<ol>
<li><strong>A password manager for everyone.</strong> Reused passwords are the most common way in. A shared company vault also means nobody keeps the Wi-Fi or e-mail passwords on a sticky note.</li>
<li><strong>Two-step sign-in on e-mail and banking.</strong> An authenticator app stops almost every attack that relies on a stolen password.</li>
<li><strong>Automatic updates, checked monthly.</strong> Turn them on for Windows, browsers and phones, and put a monthly reminder in someone's calendar to confirm they ran.</li>
<li><strong>Backups you have restored at least once.</strong> Keep one copy off-site or in the cloud. A backup you have never restored is a hope, not a plan.</li>
<li><strong>Ten minutes of training each quarter.</strong> Show real phishing messages that reached your own inbox. Staff who have seen one recognise the next.</li>
</ol>
<p>None of this needs an expensive product. If you want a second pair of eyes, our team can review your setup in a single visit and give you a written list of fixes in order of importance.</p>`,
  },
  {
    title: 'What a monthly digital marketing plan should include',
    slug: 'what-a-digital-marketing-plan-should-include',
    excerpt:
      'Posting every day is not a plan. The deliverables, reports and targets you should expect from any agency you pay each month.',
    readTime: '6 min read',
    tags: 'Digital Marketing, Social Media',
    content: `<p>Many business owners pay for social media management and receive a calendar of posts, but no way to tell whether it works. A monthly plan worth paying for has four parts.</p>
<h2>A goal you can count</h2>
<p>Enquiries through WhatsApp, form submissions, store visits or sales. "More engagement" is not a goal. Agree one or two numbers at the start and track them every month.</p>
<h2>Content with a purpose</h2>
<p>Each post should either answer a question your customers ask, show proof (a finished project, a client's words), or make an offer. A simple mix we use with clients:</p>
<table>
<thead><tr><th>Type</th><th>Share of posts</th></tr></thead>
<tbody>
<tr><td>Helpful answers and how-tos</td><td>40%</td></tr>
<tr><td>Proof: work, reviews, behind the scenes</td><td>40%</td></tr>
<tr><td>Offers and calls to action</td><td>20%</td></tr>
</tbody>
</table>
<h2>A small, steady advertising budget</h2>
<p>Organic reach alone is slow. Even a modest monthly budget, aimed at people within a few kilometres of your shop or at a clearly defined audience, gives you data within weeks.</p>
<h2>A one-page report</h2>
<p>At the end of each month you should receive one page: what was done, what the numbers did, and what changes next month. If your agency cannot explain results on one page, ask why.</p>`,
  },
];
