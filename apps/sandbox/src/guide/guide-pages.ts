import type { IllustrationName } from './guide-illustrations.ts';

export interface GuideSection {
  heading: string;
  paragraphs: string[];
}

export interface GuidePage {
  /** The page's path segment; links between pages are relative, so the site works under any prefix. */
  slug: string;
  navLabel: string;
  title: string;
  lede: string;
  illustration: IllustrationName;
  sections: GuideSection[];
}

export const guidePages: GuidePage[] = [
  {
    slug: 'okavango-delta',
    navLabel: 'Okavango',
    title: 'Okavango Delta',
    lede:
      'Rain that falls on the highlands of Angola travels for months before it spills into the sands of northern Botswana. '
      + 'There it spreads into a maze of channels, lagoons and palm-fringed islands: an inland delta that never reaches the sea.',
    illustration: 'delta',
    sections: [
      {
        heading: 'When to go',
        paragraphs: [
          'The flood arrives long after the rain, so the delta is at its fullest in the middle of the dry season, roughly June to August. '
            + 'From July to October the bush is thin, water is scarce elsewhere and animals gather along the floodplains, which makes these the busiest months: book camps well ahead.',
          'November to March is the green season. Afternoons bring thunderstorms, migrant birds arrive, antelope give birth and prices drop. '
            + 'Some channels run low and a few camps switch from boating to game drives.',
        ],
      },
      {
        heading: 'What to see',
        paragraphs: [
          'Nothing matches a morning in a mokoro, the traditional dugout canoe, poled silently through the reeds by a local guide. '
            + 'From water level you notice the small things: painted reed frogs, malachite kingfishers, water lilies opening in the sun.',
          'Red lechwe splash across the shallows, hippos grunt from the lagoons and elephants wade between islands. '
            + 'Patient visitors may spot the shy sitatunga antelope or a pack of African wild dogs. Moremi Game Reserve, on the eastern side, combines dry land and water in one visit.',
        ],
      },
      {
        heading: 'Getting there',
        paragraphs: [
          'Maun is the gateway town, with an airport linked to Johannesburg, Gaborone and Kasane. '
            + 'Most camps inside the delta are reached by light aircraft from Maun; luggage limits are strict and soft bags are required.',
          'Self-drivers can reach Moremi with a high-clearance four-wheel drive in the dry season. Expect deep sand and water crossings, and carry recovery gear.',
        ],
      },
    ],
  },
  {
    slug: 'chobe-national-park',
    navLabel: 'Chobe',
    title: 'Chobe National Park',
    lede:
      'In the far north, the Chobe River draws one of the largest gatherings of elephants on the continent. '
      + 'On a dry-season afternoon the riverbank fills with herds coming down to drink, play and swim.',
    illustration: 'river',
    sections: [
      {
        heading: 'When to go',
        paragraphs: [
          'May to October is the dry season, when inland pools vanish and wildlife depends on the river. '
            + 'September and October are hot and dusty but the most dramatic months for sightings.',
          'With the rains, from November, animals spread out into the interior. The landscape turns green, birding is superb and Savuti sees the movement of zebra, '
            + 'but sandy tracks can turn to mud.',
        ],
      },
      {
        heading: 'What to see',
        paragraphs: [
          'The riverfront is best explored twice: on a game drive along the floodplain and on an afternoon boat cruise, '
            + 'when elephants cross to the islands and buffalo graze beside basking crocodiles. Look for the puku, an antelope found nowhere else in Botswana.',
          'Further south, the open plains of Savuti are known for their lions and other predators, and the Linyanti wetlands offer quieter, private concessions.',
        ],
      },
      {
        heading: 'Getting there',
        paragraphs: [
          'Kasane, on the park boundary, has an international airport and plenty of lodges. '
            + 'It sits near the point where Botswana, Zambia, Zimbabwe and Namibia almost meet, so many travellers combine Chobe with a visit to Victoria Falls.',
          'The riverfront is an easy drive from Kasane; Savuti and Linyanti need a four-wheel drive or a light-aircraft transfer.',
        ],
      },
    ],
  },
  {
    slug: 'makgadikgadi-pans',
    navLabel: 'Makgadikgadi',
    title: 'Makgadikgadi Pans',
    lede:
      'Where a great lake once lay, salt pans now stretch to a horizon so flat that the earth seems to curve away at the edges. '
      + 'It is a place of light, space and silence, and of surprising life.',
    illustration: 'pan',
    sections: [
      {
        heading: 'When to go',
        paragraphs: [
          'In the dry season, roughly May to October, the crust is hard and white. Days are clear, nights are cold and the stars reach the ground in every direction.',
          'When the rains come, usually from December, shallow water turns the pans into mirrors. Flamingos may gather on Sua Pan, '
            + 'and zebra and wildebeest move onto the fresh grasslands at the edges. Never drive onto a wet pan: the crust gives way without warning.',
        ],
      },
      {
        heading: 'What to see',
        paragraphs: [
          'Habituated meerkat families let visitors sit close by while they stand guard in the early sun. '
            + 'Walks with San guides show how people lived from this land for thousands of years.',
          'Kubu Island, a granite outcrop crowned with ancient baobabs, rises from the white floor of Sowa Pan. '
            + 'In Nxai Pan National Park, Baines\' Baobabs still stand as the explorer painted them, and in the dry season zebra follow the Boteti River in search of water.',
        ],
      },
      {
        heading: 'Getting there',
        paragraphs: [
          'The main road between Nata and Maun runs along the northern edge of the pans, with lodges near Gweta and Nata.',
          'Kubu Island and the remote pans require a four-wheel drive, a GPS, spare fuel and water, and ideally a second vehicle.',
        ],
      },
    ],
  },
  {
    slug: 'central-kalahari-game-reserve',
    navLabel: 'Central Kalahari',
    title: 'Central Kalahari Game Reserve',
    lede:
      'In the heart of Botswana lies one of the largest protected areas in Africa: grassland, thorn scrub and ancient riverbeds that have not flowed in thousands of years. '
      + 'It is the ancestral land of the San, and one of the wildest places left to visit.',
    illustration: 'dunes',
    sections: [
      {
        heading: 'When to go',
        paragraphs: [
          'After the rains, roughly December to April, the fossil valleys turn green. Springbok and gemsbok gather on the short grass, and predators follow them.',
          'The dry winter months bring cold nights that can drop close to freezing, clear days and very few visitors. By September and October the heat is intense and animals are scattered.',
        ],
      },
      {
        heading: 'What to see',
        paragraphs: [
          'Deception Valley is famous for black-maned Kalahari lions. Cheetah, brown hyena, bat-eared foxes and red hartebeest all live here, '
            + 'as do countless birds of prey.',
          'The greatest sight is the land itself: the open sweep of the valleys, a sky that fills with stars, and a silence rarely found anywhere else.',
        ],
      },
      {
        heading: 'Getting there',
        paragraphs: [
          'Most visitors drive from Maun to the Matswere gate in the north-east, near Rakops; others enter from the south through Khutse Game Reserve. A few lodges are reached by light aircraft.',
          'There is no fuel, water or shop inside the reserve. Campsites must be booked before arrival, and travelling with two vehicles is strongly advised.',
        ],
      },
    ],
  },
];
