/** The paragraphs of “Questions to ask before you hire a web developer”. */
const body: string[] = [
  'Every week we meet business owners who paid for a website that is slow, cannot be edited, or is registered in someone else’s name. In almost every case the problem could have been avoided with a few questions at the start. Whoever you hire, including us, ask these before you pay an advance.',
  'First, ask who will own the domain, the hosting account and the source files. The answer should be you. The domain should be registered with your name and email address, and you should receive the login details. Second, ask whether you will be able to change text, prices and photos yourself, and ask to see the admin panel of a previous project.',
  'Third, ask what exactly is included in the price: how many pages, whether content writing and photos are included, whether business email and the SSL certificate are set up, and how many rounds of changes you get. Fourth, ask what the yearly costs will be after launch. Domain and hosting renewals are normal; surprise charges for small edits are not.',
  'Fifth, ask for two or three live websites they have built and open them on your own phone on mobile data. If they load slowly or look broken on a phone, yours probably will too. Sixth, ask how long the project will take and what they need from you, because most delays come from content that the client has not sent yet.',
  'Finally, ask what happens if something breaks after launch, who you call, and how quickly they respond. Ask whether backups are taken and whether they have been restored before. Get the answers in writing as part of the quote. A developer who is happy to answer all of this clearly is usually a developer who will be easy to work with.',
];

export default body;
