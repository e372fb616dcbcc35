// Street names and types that read as Australian (docs/architecture.md#the-embedded-provider), with the abbreviations people type.

export const STREET_NAMES: readonly string[] = [
  'Acacia', 'Adelaide', 'Albert', 'Alexandra', 'Alfred', 'Anzac', 'Arthur', 'Ash', 'Aspen', 'Avoca',
  'Balmoral', 'Banksia', 'Barton', 'Bass', 'Bay', 'Beach', 'Beaconsfield', 'Bellevue', 'Berry', 'Birch',
  'Blackwood', 'Bligh', 'Bloomfield', 'Bottlebrush', 'Boundary', 'Bourke', 'Bridge', 'Brighton',
  'Bristol', 'Brunswick', 'Buckley', 'Burke', 'Burnett', 'Cambridge', 'Canning', 'Carrington',
  'Cedar', 'Centenary', 'Chapel', 'Charles', 'Church', 'Clarence', 'Clarendon', 'Cliff', 'Coolabah',
  'Cook', 'Coral', 'Coronation', 'Cross', 'Cumberland', 'Curtin', 'Cypress', 'Dalby', 'Darling',
  'Deakin', 'Denison', 'Derby', 'Devon', 'Dorset', 'Douglas', 'Dudley', 'Edward', 'Elizabeth', 'Elm',
  'Emu', 'Esplanade', 'Eucalyptus', 'Eureka', 'Evans', 'Federation', 'Fig Tree', 'Finch', 'Fitzroy',
  'Flinders', 'Forest', 'Francis', 'Frederick', 'Galah', 'Garden', 'George', 'Gilbert', 'Gladstone',
  'Glenelg', 'Gordon', 'Grevillea', 'Grey', 'Grosvenor', 'Gum', 'Hakea', 'Hamilton', 'Hampden',
  'Harbour', 'Hargraves', 'Henry', 'Heritage', 'High', 'Highfield', 'Hill', 'Hobart', 'Hope', 'Hovell',
  'Hume', 'Ironbark', 'James', 'Jarrah', 'John', 'Karri', 'Kent', 'King', 'Kingfisher', 'Kitchener',
  'Lachlan', 'Lake', 'Lalor', 'Lansdowne', 'Lawson', 'Leichhardt', 'Lilly Pilly', 'Lincoln', 'Lindsay',
  'Liverpool', 'Lockyer', 'Lonsdale', 'Lord', 'Lyons', 'Macarthur', 'Macquarie', 'Magnolia', 'Mallee',
  'Manning', 'Maple', 'Marine', 'Market', 'Mary', 'Mcarthur', 'Melaleuca', 'Melbourne', 'Menzies',
  'Mill', 'Mitchell', 'Monash', 'Moreton', 'Mountain', 'Mulga', 'Murray', 'Myrtle', 'Nelson', 'Nepean',
  'Newcastle', 'Norfolk', 'North', 'Oak', 'Ocean', 'Orchard', 'Osborne', 'Oxford', 'Oxley', 'Palm',
  'Park', 'Parkes', 'Paterson', 'Peel', 'Phillip', 'Pine', 'Pitt', 'Plenty', 'Poplar', 'Prince',
  'Princes', 'Queen', 'Railway', 'Range', 'Red Gum', 'Regent', 'Richmond', 'River', 'Riverview',
  'Robe', 'Rose', 'Rosella', 'Russell', 'Sandy', 'School', 'Seaview', 'Shannon', 'Smith', 'Snowy',
  'South', 'Spencer', 'Spring', 'Station', 'Stirling', 'Stuart', 'Sturt', 'Sunset', 'Surrey', 'Sussex',
  'Swan', 'Sydney', 'Tasman', 'Thomas', 'Torrens', 'Tower', 'Union', 'Valley', 'Victoria', 'View',
  'Wakefield', 'Waratah', 'Warrego', 'Waterloo', 'Wattle', 'Wellington', 'Wentworth', 'West',
  'William', 'Willow', 'Windsor', 'Wombat', 'Woodland', 'Yarra', 'York',
];

/** Street type, its weight in generation, and the abbreviations people type for it. */
export const STREET_TYPES: readonly { name: string; weight: number; abbreviations: readonly string[] }[] = [
  { name: 'Street', weight: 34, abbreviations: ['st'] },
  { name: 'Road', weight: 16, abbreviations: ['rd'] },
  { name: 'Avenue', weight: 10, abbreviations: ['ave', 'av'] },
  { name: 'Crescent', weight: 6, abbreviations: ['cres', 'cr', 'cresc'] },
  { name: 'Court', weight: 6, abbreviations: ['ct', 'crt'] },
  { name: 'Drive', weight: 7, abbreviations: ['dr', 'drv'] },
  { name: 'Parade', weight: 3, abbreviations: ['pde'] },
  { name: 'Place', weight: 5, abbreviations: ['pl'] },
  { name: 'Close', weight: 3, abbreviations: ['cl'] },
  { name: 'Terrace', weight: 3, abbreviations: ['tce', 'terr'] },
  { name: 'Way', weight: 3, abbreviations: ['wy'] },
  { name: 'Lane', weight: 2, abbreviations: ['ln'] },
  { name: 'Grove', weight: 2, abbreviations: ['gr', 'gve'] },
  { name: 'Boulevard', weight: 1, abbreviations: ['bvd', 'blvd'] },
  { name: 'Circuit', weight: 2, abbreviations: ['cct', 'cir'] },
  { name: 'Highway', weight: 1, abbreviations: ['hwy'] },
  { name: 'Rise', weight: 1, abbreviations: [] },
  { name: 'Bend', weight: 1, abbreviations: [] },
  { name: 'Walk', weight: 1, abbreviations: ['wk'] },
  // Only the outback scenario uses it (scenarios.ts); weight 0 keeps it out of suburbs.
  { name: 'Track', weight: 0, abbreviations: ['trk'] },
];

export const STREET_TYPE_WEIGHTS: readonly number[] = STREET_TYPES.map((type) => type.weight);
