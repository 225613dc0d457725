/** The paragraphs of “How to protect your business WhatsApp from being taken over”. */
const body: string[] = [
  'For many Pakistani businesses, WhatsApp is the shop counter, the order book and the customer service desk. That is exactly why scammers target it. The usual trick is simple: someone calls pretending to be from a courier, a bank, a telecom company or even a relative, and asks you to read out a six-digit code you have just received. That code is WhatsApp’s registration code, and whoever has it can move your number to their own phone.',
  'The most important protection is two-step verification. In WhatsApp, open Settings, then Account, then Two-step verification, and set a six-digit PIN that you do not use anywhere else. Add an email address so you can reset it. After this, even if someone gets your SMS code, they also need the PIN.',
  'Second, never share any code you receive by SMS or call, with anyone, for any reason. No genuine bank, courier, PTA officer or WhatsApp employee will ever ask for it. Tell your staff the same, especially anyone who handles the business phone.',
  'Third, check Linked devices in WhatsApp regularly. If you see a computer or browser you do not recognise, log it out straight away. Use WhatsApp Business rather than the personal app for the shop number, and keep that phone locked with a PIN or fingerprint.',
  'If your account is taken over, reinstall WhatsApp, register your number again and enter the SMS code as soon as it arrives; this logs the other person out. Warn your customers through your other channels that they may receive fake messages asking for money, and report the incident to the national cyber crime authorities. Then turn on two-step verification so it cannot happen again.',
];

export default body;
