/** The public catalogue page (/katalog). */
export const catalogue = {
  title: 'Catalogue',
  todayPrice: 'Today\'s price',
  chatAdmin: 'Chat with Admin on WhatsApp',
  all: 'All',
  empty: 'The catalogue is empty',
  failed: 'The catalogue could not be loaded',
  skip: 'Skip',
  weight: 'Weight',
  gifts: 'Rewards',
  points: '{{point}} Points',
  open: 'View',
  kadar: 'Purity',
  noPrice: 'No price yet',
  perGram: '/gram',
  info: 'Store Info',
};
