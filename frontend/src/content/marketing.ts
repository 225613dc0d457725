interface MarketingOffer {
  title: string;
  text: string;
  points: string[];
  callToAction: string;
}

export const marketingOffer: MarketingOffer = {
  title: 'A ready-made billing and inventory system for your shop, set up in one week',
  text: 'Stop counting stock by hand and writing bills in a register. Our ready-made point-of-sale and inventory system is already in use in shops in Rawalpindi and Islamabad. We set it up with your products, train your staff and have you billing from it within a week.',
  points: [
    'Fast billing with barcode scanner and thermal receipt printer support',
    'Live stock levels with low-stock alerts',
    'Daily sales, profit and credit (udhaar) reports',
    'Works on your existing computer, with access from your phone',
    'Your product list imported from Excel at no extra charge',
    'Staff training in Urdu and one month of free support',
  ],
  callToAction: 'Message us on WhatsApp for a free demo and a price for your shop',
};
