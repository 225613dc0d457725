/** The paragraphs of “Getting your shop on Google Maps with a Google Business Profile”. */
const body: string[] = [
  'When people search for something like "printing shop near me" or "AC repair Rawalpindi", Google usually shows a map and three local businesses before any website. Those listings come from Google Business Profile, a free service that most small businesses in Pakistan still have not claimed.',
  'To start, go to the Google Business Profile website with a Gmail account that belongs to the business, not to an employee who may leave. Enter the exact business name as it appears on your board, choose the most specific category you can, and place the pin exactly on your shop, which matters in busy markets such as Saddar or Commercial Market where many businesses share one building.',
  'Google will ask you to verify that you really are at that address, often with a short video showing your signboard, the street outside and the inside of the shop. Add your phone number, WhatsApp number, website and working hours, including special hours for Ramadan and Eid.',
  'Once verified, add real photos: the front of the shop so people can find it, the inside, your products and your team. Write a short description of what you sell and which areas you serve. Listings with photos and complete details receive noticeably more calls and direction requests.',
  'Finally, ask happy customers to leave a review and reply to every review, good or bad, politely and quickly. A steady flow of recent reviews is one of the strongest signals Google uses to decide which businesses to show. Check your profile once a month to keep hours and photos up to date.',
];

export default body;
