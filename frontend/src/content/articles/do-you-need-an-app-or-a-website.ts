/** The paragraphs of “Do you need a mobile app, or is a website enough?”. */
const body: string[] = [
  'Many businesses ask us for an app because a competitor has one. Before spending on an app, it is worth asking a simple question: how often will a customer open it? People install an app only when they expect to use it again and again, and they uninstall it quickly when their phone runs out of storage.',
  'An app makes sense for repeat use: ordering food or groceries every week, checking a child’s attendance and fees, tracking deliveries, booking regular appointments, or using a loyalty card. It also makes sense when you need phone features such as push notifications, the camera, location tracking or offline use.',
  'A website is usually the better first step when customers visit occasionally, for example to see your services, check prices, find your location or send an enquiry. A fast mobile website works on every phone without installation, appears in Google search, and can be shared in a WhatsApp message with one link.',
  'Cost is another factor. An app has to be published on Google Play and the App Store, updated when Android and iOS change, and tested on many phones. A website can be updated in minutes. For many small businesses, a good website plus WhatsApp Business covers ninety percent of what an app would do.',
  'If you are unsure, start with a mobile-friendly website and watch how customers use it. If a large share of them return every week, that is a strong sign an app will be used, and the website’s back end can often be reused to build it.',
];

export default body;
