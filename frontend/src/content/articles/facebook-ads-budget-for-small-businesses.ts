/** The paragraphs of “How much should a small business spend on Facebook ads?”. */
const body: string[] = [
  'One of the first questions we hear is how much to spend on Facebook and Instagram ads. The honest answer is that it depends on what a customer is worth to you. A tuition academy that earns PKR 60,000 from one student over a year can afford to pay far more per enquiry than a shop selling a PKR 1,500 product.',
  'Start by working out roughly how much you can afford to spend to win one customer. Then run a test. For most local businesses a first test of PKR 500 to 1,000 a day for two weeks is enough to learn which audience, image and offer bring messages. Spending PKR 200 a day often gives too little data to learn from.',
  'Choose the right objective. If you want WhatsApp enquiries, use a messages campaign that opens WhatsApp, not an engagement campaign that collects likes. Likes feel good but rarely pay the bills. Keep your targeting sensible: the city or areas you actually deliver to, and the age range that buys from you.',
  'Measure what matters: cost per message or lead, and how many of those leads became paying customers. Ask your staff to note where each customer heard about you. After two weeks, stop the ads that produce nothing and move the budget to the ones that work.',
  'Only increase the budget when the cost per customer is within what you can afford, and increase it gradually, by 20 to 30 percent at a time, so the campaign does not reset its learning. Remember that the ad is only half the job. If messages are answered late or prices are hidden, even a good ad will not turn into sales.',
];

export default body;
