import type { IllustrationName } from './guide-illustrations.ts';
import type { GuidePage } from './guide-pages.ts';

/*
 * The rest of the sample guide: a page per town, camp area, reserve and crossing a traveller passes, so the guide
 * has a realistic size (47 articles and the home page: 48 pages with a photo each, about 6 MB) for saving it whole.
 * Written from a few facts per place; the four parks of guide-pages.ts stay the hand-written ones.
 */
interface Place {
  name: string;
  region: string;
  kind: 'town' | 'reserve' | 'camp area' | 'crossing' | 'landmark';
  highlight: string;
  season: string;
  road: string;
}

const places: Place[] = [
  { name: 'Maun', region: 'Ngamiland', kind: 'town', highlight: 'the gateway to the Okavango, with its airstrip, workshops and supermarkets', season: 'all year', road: 'the tarred A3 from Nata or Ghanzi' },
  { name: 'Kasane', region: 'Chobe', kind: 'town', highlight: 'river cruises on the Chobe and the meeting of four countries', season: 'May to October', road: 'the A33 from Nata' },
  { name: 'Gaborone', region: 'South-East', kind: 'town', highlight: 'the capital, its national museum and the Three Dikgosi monument', season: 'all year', road: 'the A1 from the South African border' },
  { name: 'Francistown', region: 'North-East', kind: 'town', highlight: 'old gold-mining history and the last big shops before the north', season: 'all year', road: 'the A1 north of Palapye' },
  { name: 'Ghanzi', region: 'Ghanzi', kind: 'town', highlight: 'cattle ranches, San crafts and the road into the Kalahari', season: 'April to October', road: 'the Trans-Kalahari Highway' },
  { name: 'Nata', region: 'Central', kind: 'town', highlight: 'the junction of the northern roads and the bird sanctuary on Sua Pan', season: 'all year', road: 'the A1 and the A3' },
  { name: 'Gweta', region: 'Central', kind: 'town', highlight: 'baobabs and the way onto the Ntwetwe Pan', season: 'May to November', road: 'the A3 between Nata and Maun' },
  { name: 'Shakawe', region: 'Ngamiland', kind: 'town', highlight: 'the Panhandle, tiger fishing and the road to the Tsodilo Hills', season: 'all year', road: 'the A35 up the western side of the delta' },
  { name: 'Serowe', region: 'Central', kind: 'town', highlight: 'the Khama III Memorial Museum and the royal graves', season: 'all year', road: 'a short tarred road from Palapye' },
  { name: 'Palapye', region: 'Central', kind: 'town', highlight: 'a rest stop on the A1 and the ruins of Old Palapye', season: 'all year', road: 'the A1' },
  { name: 'Kanye', region: 'Southern', kind: 'town', highlight: 'hill villages, the Kgwakgwe gorge and old iron workings', season: 'all year', road: 'the A2 west of Lobatse' },
  { name: 'Tsabong', region: 'Kgalagadi', kind: 'town', highlight: 'the last fuel before the Kgalagadi Transfrontier Park', season: 'March to October', road: 'a long tarred road from Werda' },
  { name: 'Moremi Game Reserve', region: 'Ngamiland', kind: 'reserve', highlight: 'Third Bridge, Xakanaxa and the mix of dry land and channels', season: 'July to October', road: 'a sandy track from Maun through South Gate' },
  { name: 'Savuti', region: 'Chobe', kind: 'reserve', highlight: 'the marsh, its lions and the rock paintings of Gubatsa Hills', season: 'May to November', road: 'deep sand from Mababe or the Linyanti' },
  { name: 'Linyanti', region: 'Chobe', kind: 'camp area', highlight: 'wild dogs, elephants and quiet riverbank camps', season: 'June to October', road: 'a four-wheel-drive track from Savuti' },
  { name: 'Khwai', region: 'Ngamiland', kind: 'camp area', highlight: 'night drives and walking safaris on community land', season: 'June to October', road: 'the track from Mababe or North Gate' },
  { name: 'Nxai Pan National Park', region: 'Central', kind: 'reserve', highlight: "Baines' Baobabs and the zebra migration in the rains", season: 'December to April', road: 'a sandy turn-off from the A3 near Gweta' },
  { name: 'Kgalagadi Transfrontier Park', region: 'Kgalagadi', kind: 'reserve', highlight: 'black-maned lions in the red dunes of the dry riverbeds', season: 'March to October', road: 'the gates at Two Rivers and Mabuasehube' },
  { name: 'Khutse Game Reserve', region: 'Kweneng', kind: 'reserve', highlight: 'pans and silence within a day of Gaborone', season: 'March to October', road: 'the tar to Letlhakeng, then sand' },
  { name: 'Mokolodi Nature Reserve', region: 'South-East', kind: 'reserve', highlight: 'rhino tracking and walks close to the capital', season: 'all year', road: 'a short drive south of Gaborone' },
  { name: 'Khama Rhino Sanctuary', region: 'Central', kind: 'reserve', highlight: 'white and black rhino in a community-run sanctuary', season: 'all year', road: 'the tar north of Serowe' },
  { name: 'Mashatu', region: 'Tuli Block', kind: 'reserve', highlight: 'elephant herds among sandstone ridges and mashatu trees', season: 'May to October', road: 'the Pont Drift border post' },
  { name: 'Tuli Block', region: 'Central', kind: 'reserve', highlight: 'Solomon\'s Wall and the Limpopo\'s riverine forest', season: 'May to October', road: 'gravel roads east of Selebi-Phikwe' },
  { name: 'Gcwihaba Caves', region: 'Ngamiland', kind: 'landmark', highlight: 'a dolomite cave system with bats and flowstone', season: 'April to October', road: 'a long sand track west of the delta' },
  { name: 'Tsodilo Hills', region: 'Ngamiland', kind: 'landmark', highlight: 'more than four thousand rock paintings in a World Heritage site', season: 'all year', road: 'a tarred turn-off from the A35' },
  { name: 'Kubu Island', region: 'Central', kind: 'landmark', highlight: 'a granite outcrop of baobabs rising from the Sua Pan', season: 'May to October', road: 'tracks across the pan that close after rain' },
  { name: "Chapman's Baobab", region: 'Central', kind: 'landmark', highlight: 'the site of a great tree that stood for more than a thousand years', season: 'May to November', road: 'a pan track south of Gweta' },
  { name: 'Lake Ngami', region: 'Ngamiland', kind: 'landmark', highlight: 'flamingos and pelicans when the lake holds water', season: 'after good floods', road: 'the tar south-west of Maun' },
  { name: 'Okavango Panhandle', region: 'Ngamiland', kind: 'camp area', highlight: 'papyrus channels, houseboats and fishing camps', season: 'all year', road: 'the A35 to Sepupa or Seronga' },
  { name: 'Selinda Spillway', region: 'Ngamiland', kind: 'camp area', highlight: 'canoe trails between the delta and the Linyanti', season: 'June to October', road: 'light aircraft only' },
  { name: 'Vumbura Plains', region: 'Ngamiland', kind: 'camp area', highlight: 'floodplains where sable and roan antelope graze', season: 'June to October', road: 'light aircraft from Maun' },
  { name: "Chief's Island", region: 'Ngamiland', kind: 'camp area', highlight: 'the largest island of the delta and its big cats', season: 'June to October', road: 'light aircraft or mokoro' },
  { name: 'Boteti River', region: 'Central', kind: 'reserve', highlight: 'the zebra and wildebeest crossing of the dry season', season: 'June to November', road: 'the Makgadikgadi park gate at Khumaga' },
  { name: 'Deception Valley', region: 'Ghanzi', kind: 'reserve', highlight: 'the fossil riverbed where brown hyena research began', season: 'January to April', road: 'the Matswere gate of the Central Kalahari' },
  { name: 'Piper Pan', region: 'Ghanzi', kind: 'reserve', highlight: 'gemsbok, springbok and cheetah in the southern Central Kalahari', season: 'January to April', road: 'deep sand from Xade or Deception' },
  { name: 'Mabuasehube', region: 'Kgalagadi', kind: 'reserve', highlight: 'red-sand pans and campsites with hides', season: 'March to October', road: 'a sand road from Tsabong' },
  { name: 'Kazungula', region: 'Chobe', kind: 'crossing', highlight: 'the bridge to Zambia over the Zambezi', season: 'all year', road: 'the A33 east of Kasane' },
  { name: 'Ngoma Bridge', region: 'Chobe', kind: 'crossing', highlight: 'the crossing to Namibia\'s Zambezi region through the park', season: 'all year', road: 'the transit road through Chobe' },
  { name: 'Mamuno', region: 'Ghanzi', kind: 'crossing', highlight: 'the Trans-Kalahari border post to Namibia', season: 'all year', road: 'the A2 west of Charles Hill' },
  { name: 'Tlokweng Gate', region: 'South-East', kind: 'crossing', highlight: 'the busy border post between Gaborone and South Africa', season: 'all year', road: 'the A1 east of Gaborone' },
  { name: 'Martin\'s Drift', region: 'Central', kind: 'crossing', highlight: 'the Limpopo crossing on the way to the north of South Africa', season: 'all year', road: 'the A14 from Palapye' },
  { name: 'Seronga', region: 'Ngamiland', kind: 'town', highlight: 'the mokoro polers\' trust and the eastern Panhandle', season: 'all year', road: 'the road and ferry from Mohembo' },
  { name: 'Letlhakane', region: 'Central', kind: 'town', highlight: 'the diamond towns on the edge of the pans', season: 'all year', road: 'the tar from Mopipi or Serowe' },
];

const illustrationFor: Record<Place['kind'], IllustrationName> = {
  town: 'savanna',
  reserve: 'savanna',
  'camp area': 'delta',
  crossing: 'river',
  landmark: 'pan',
};

const slugOf = (name: string) => name.toLowerCase().replace(/'/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function placePage(place: Place): GuidePage {
  const { name, region, kind, highlight, season, road } = place;
  return {
    slug: slugOf(name),
    navLabel: name,
    title: name,
    lede: `${name} is a ${kind} in the ${region} region, known for ${highlight}.`,
    illustration: illustrationFor[kind],
    sections: [
      {
        heading: 'When to go',
        paragraphs: [
          `The best time for ${name} is ${season}. Days are warm almost all year; winter nights in the dry season can drop close to freezing, so pack a warm layer.`,
          'Outside the best months, roads can be wet, prices lower and visitors fewer. Check conditions before you set out.',
        ],
      },
      {
        heading: 'Getting there',
        paragraphs: [
          `Most travellers arrive by ${road}. Fuel, water and mobile signal are scarce away from the towns: fill up whenever you can.`,
          'Carry a paper map or a saved guide: there is often no network for hours on the road.',
        ],
      },
    ],
  };
}

/** The places after the four parks, in the order the home page lists them. */
export const guidePlaces: GuidePage[] = places.map(placePage);
