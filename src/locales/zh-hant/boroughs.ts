import type { BoroughPage, BoroughSlug } from '@/content/types';
import { PROCESS_STEPS, REPORT_BUTTON, TRUST_BADGES } from './site-copy';

/**
 * The five borough landing pages in Traditional Chinese, in the order of the 'Service Areas'
 * menu (see content/boroughs.ts). Problem cards link to the species pages, which exist in
 * English only: the page shows a separate 英文 tag beside each name (chrome.englishTag).
 */

function cta(displayName: string) {
  return {
    title: `${displayName}有野生動物問題？`,
    text: `立即報告，我們為您聯繫一位服務${displayName}、持牌並有保險的專業人員。`,
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  };
}

export const BOROUGH_PAGES = {
  'manhattan-wildlife-control': {
    slug: 'manhattan-wildlife-control',
    borough: 'Manhattan',
    displayName: '曼哈頓',
    seo: {
      title: '曼哈頓野生動物控制及移除',
      description:
        '您在曼哈頓的大樓有大老鼠、小老鼠、鴿子或浣熊？免費報告，我們為您聯繫一位持牌並有保險的野生動物專業人員。',
    },
    title: '曼哈頓野生動物控制',
    heroSubtitle:
      '從戰前無電梯公寓到高樓大廈，曼哈頓的野生動物問題主要是大老鼠、小老鼠和鴿子，大型公園附近也有浣熊。我們為您聯繫一位在本區工作的持牌專業人員。',
    heroImageAlt: '曼哈頓高樓插圖，一隻浣熊坐在窗台上',
    formHeading: '在曼哈頓尋找野生動物專業人員',
    intro:
      '曼哈頓的戰前無電梯公寓、聯排屋和高樓，為大老鼠和小老鼠提供大量藏身之處，也為鴿子提供大量外牆凸台、冷氣機支架和防火梯築巢。浣熊住在中央公園，以及曼哈頓北部的樹林公園，例如因伍德山公園（Inwood Hill）和崔恩堡公園（Fort Tryon），有些會搬進附近的屋頂、煙囪和後院棚屋。無論是哪種動物，解決方法通常都是先找出並封堵牠們的出入口。',
    problems: [
      {
        name: '大老鼠',
        icon: 'rat',
        description: '在樹坑、天井和後院挖洞，也在地下室、垃圾房和餐廳出沒。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '小老鼠',
        icon: 'cheese',
        description: '小老鼠經暖氣片和廚房水管周圍的縫隙在各單位之間走動，天氣較冷時尤其常見。',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: '鴿子',
        icon: 'bird',
        description: '在冷氣機後面、防火梯和外牆凸台上築巢，窗台上的糞便越積越多。',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '公園裡的浣熊鑽進聯排屋的屋頂、煙囪和後院棚屋。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '松鼠',
        icon: 'squirrel',
        description: '松鼠咬穿簷口和屋頂邊緣，鑽進頂樓空間，在綠樹成蔭的街區尤其常見。',
        speciesSlug: 'squirrel-removal-nyc',
      },
    ],
    neighborhoods: [
      '因伍德（Inwood）',
      '華盛頓高地（Washington Heights）',
      '哈林區（Harlem）',
      '東哈林區（East Harlem）',
      '晨邊高地（Morningside Heights）',
      '上西城（Upper West Side）',
      '上東城（Upper East Side）',
      '中城（Midtown）',
      '地獄廚房（Hell’s Kitchen）',
      '雀兒喜（Chelsea）',
      '格林威治村（Greenwich Village）',
      '東村（East Village）',
      '下東城（Lower East Side）',
      '翠貝卡（Tribeca）',
      '金融區（Financial District）',
    ],
    seasonalNotes: [
      '春季：浣熊會尋找隱蔽的地方育幼，包括公園附近的煙囪和屋頂空間。',
      '秋冬季：天氣轉冷時，小老鼠會搬進室內，所以要及早封堵水管和暖氣片周圍的縫隙。',
      '全年：鴿子一年四季都會築巢，所以安裝隔網和防鳥網，比等到春天才處理更有效。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('曼哈頓'),
  },

  'brooklyn-wildlife-control': {
    slug: 'brooklyn-wildlife-control',
    borough: 'Brooklyn',
    displayName: '布魯克林',
    seo: {
      title: '布魯克林野生動物控制及移除',
      description:
        '您在布魯克林的住宅有浣熊、松鼠、大老鼠或小老鼠？免費報告，我們為您聯繫附近一位持牌並有保險的野生動物專業人員。',
    },
    title: '布魯克林野生動物控制',
    heroSubtitle:
      '褐石屋、聯排屋和後院，讓浣熊、松鼠和大老鼠在布魯克林住得很舒服。我們為您聯繫一位在本區工作的持牌專業人員。',
    heroImageAlt: '一排布魯克林褐石屋插圖，一隻浣熊在防火梯上',
    formHeading: '在布魯克林尋找野生動物專業人員',
    intro:
      '布魯克林的褐石屋、聯排屋和木結構房屋都有後院、屋頂簷口、煙囪和屋底夾層，這些地方全都會被野生動物利用。在展望公園一帶和後院綠樹成蔭的社區，浣熊很常見；松鼠則會鑽進閣樓和頂樓。在全區的公寓大樓、餐廳和院子，大老鼠和小老鼠全年都是問題。',
    problems: [
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '浣熊在褐石屋的煙囪、屋頂空間和後院露台下築窩。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '松鼠',
        icon: 'squirrel',
        description: '松鼠咬穿簷口和屋頂邊緣，鑽進閣樓和頂樓天花板。',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: '大老鼠',
        icon: 'rat',
        description: '在後院和樹坑挖洞，也在垃圾區和地下室一帶出沒。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '小老鼠',
        icon: 'cheese',
        description: '小老鼠出現在公寓和聯排屋的廚房和牆內，從秋季開始尤其常見。',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: '鴿子',
        icon: 'bird',
        description: '鴿子在防火梯、冷氣機上和高架地鐵路段下築巢。',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: '負鼠',
        icon: 'trees',
        description: '在院子較大的社區，負鼠躲在露台、棚屋和門廊下面。',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      '公園坡（Park Slope）',
      '展望高地（Prospect Heights）',
      '皇冠高地（Crown Heights）',
      '貝德福－史岱文森（Bedford-Stuyvesant）',
      '威廉斯堡（Williamsburg）',
      '綠點（Greenpoint）',
      '布殊維克（Bushwick）',
      '布魯克林高地（Brooklyn Heights）',
      '卡羅爾花園（Carroll Gardens）',
      '弗萊布殊（Flatbush）',
      '迪特馬斯公園（Ditmas Park）',
      '日落公園（Sunset Park）',
      '灣脊（Bay Ridge）',
      '班森賀（Bensonhurst）',
      '羊頭灣（Sheepshead Bay）',
      '卡納西（Canarsie）',
    ],
    seasonalNotes: [
      '春季：浣熊媽媽會尋找煙囪和屋頂空間育幼。請在此之前檢查煙囪蓋和通風口防護網。',
      '夏末：松鼠會生第二胎，所以處理屋頂邊緣的破洞時要小心。',
      '秋季：小老鼠開始搬進室內；這是封堵水管和門邊縫隙的最佳時機。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('布魯克林'),
  },

  'queens-wildlife-control': {
    slug: 'queens-wildlife-control',
    borough: 'Queens',
    displayName: '皇后區',
    seo: {
      title: '皇后區野生動物控制及移除',
      description:
        '您在皇后區的住宅有浣熊、臭鼬、負鼠或松鼠？免費報告，我們為您聯繫一位持牌並有保險的野生動物專業人員。',
    },
    title: '皇后區野生動物控制',
    heroSubtitle:
      '獨立屋、露台和後院，讓浣熊、臭鼬和負鼠有很多地方安頓下來。我們為您聯繫一位服務皇后區的持牌專業人員。',
    heroImageAlt: '皇后區獨立屋和行道樹插圖，一隻臭鼬正穿過屋前草坪',
    formHeading: '在皇后區尋找野生動物專業人員',
    intro:
      '皇后區大部分是帶院子、露台和棚屋的獨立屋和半獨立屋，從貝賽（Bayside）、道格拉斯頓（Douglaston）到霍華德海灘（Howard Beach）都是如此。浣熊、臭鼬、負鼠和松鼠很容易在這裡安頓，尤其是在森林公園（Forest Park）、艾利池塘公園（Alley Pond Park）和區內其他綠地附近；區內部分地方也曾有人看到郊狼。在繁忙的商業街和公寓大樓，大老鼠和小老鼠仍是日常問題。',
    problems: [
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '浣熊在閣樓和煙囪裡，也在後院和車道翻找垃圾。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '臭鼬',
        icon: 'wind',
        description: '臭鼬在露台、門廊和棚屋下築窩，並挖開草坪找幼蟲吃。',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: '負鼠',
        icon: 'trees',
        description: '負鼠在車庫和屋底夾層裡，以及露台和門廊下面。',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: '松鼠',
        icon: 'squirrel',
        description: '松鼠咬穿獨立屋的閣樓、屋簷底板和屋頂通風口。',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: '大老鼠和小老鼠',
        icon: 'rat',
        description: '大老鼠在院子和商業街一帶出沒，小老鼠則在住宅和公寓大樓裡。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '狐狸和郊狼',
        icon: 'dog',
        description: '在公園和海岸附近有人看到，偶爾也會在棚屋或露台下築窩。',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
    ],
    neighborhoods: [
      '阿斯托利亞（Astoria）',
      '長島市（Long Island City）',
      '桑尼賽德（Sunnyside）',
      '伍德賽德（Woodside）',
      '傑克遜高地（Jackson Heights）',
      '法拉盛（Flushing）',
      '白石（Whitestone）',
      '貝賽（Bayside）',
      '道格拉斯頓（Douglaston）',
      '佛萊斯梅道（Fresh Meadows）',
      '森林小丘（Forest Hills）',
      '丘園（Kew Gardens）',
      '里奇伍德（Ridgewood）',
      '牙買加（Jamaica）',
      '霍華德海灘（Howard Beach）',
      '洛克威海灘（Rockaway Beach）',
    ],
    seasonalNotes: [
      '春季：浣熊和臭鼬會在閣樓、露台和棚屋下尋找築窩的地方，裡面可能有幼崽。',
      '夏末及秋季：臭鼬挖開草坪找幼蟲吃，小老鼠也開始搬進室內。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('皇后區'),
  },

  'bronx-wildlife-control': {
    slug: 'bronx-wildlife-control',
    borough: 'Bronx',
    displayName: '布朗士',
    seo: {
      title: '布朗士野生動物控制及移除',
      description:
        '您在布朗士的住宅附近有浣熊、臭鼬、大老鼠或郊狼？免費報告，我們為您聯繫一位持牌並有保險的野生動物專業人員。',
    },
    title: '布朗士野生動物控制',
    heroSubtitle:
      '大型公園和林地邊緣，讓浣熊、臭鼬、負鼠和郊狼來到布朗士的住宅附近。我們為您聯繫一位服務布朗士的持牌專業人員。',
    heroImageAlt: '布朗士公寓大樓和林木茂密的公園插圖，一隻郊狼在草地上',
    formHeading: '在布朗士尋找野生動物專業人員',
    intro:
      '布朗士有全市最大的幾片綠地，包括佩勒姆灣公園（Pelham Bay Park）、范科特蘭公園（Van Cortlandt Park），以及布朗士河（Bronx River）兩岸的樹林。郊狼已在本區定居；在公園附近，以及里弗代爾（Riverdale）、斯洛格斯頸（Throggs Neck）和城市島（City Island）等有房屋和院子的社區，浣熊、臭鼬和負鼠都很常見。在人口較密集的社區，大老鼠和小老鼠是日常問題。',
    problems: [
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '浣熊在閣樓、煙囪和車庫裡，在公園附近的住宅尤其常見。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '郊狼和狐狸',
        icon: 'dog',
        description: '郊狼在佩勒姆灣公園和范科特蘭公園一帶出沒，偶爾會在住宅附近築窩。',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
      {
        name: '臭鼬',
        icon: 'wind',
        description: '在有院子的社區，臭鼬躲在門廊、露台和棚屋下面。',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: '大老鼠',
        icon: 'rat',
        description: '大老鼠在公寓大樓和商業場所的地下室、天井和垃圾區出沒。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '小老鼠',
        icon: 'cheese',
        description: '小老鼠出現在公寓和房屋裡，天氣轉涼時會搬進室內。',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: '負鼠',
        icon: 'trees',
        description: '在綠地附近，負鼠躲在車庫、屋底夾層和露台下面。',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      '里弗代爾（Riverdale）',
      '金斯橋（Kingsbridge）',
      '福特漢姆（Fordham）',
      '貝爾蒙特（Belmont）',
      '莫特港（Mott Haven）',
      '亨茨角（Hunts Point）',
      '帕克切斯特（Parkchester）',
      '莫里斯公園（Morris Park）',
      '佩勒姆灣（Pelham Bay）',
      '斯洛格斯頸（Throggs Neck）',
      '城市島（City Island）',
      '合作城（Co-op City）',
      '伍德朗（Woodlawn）',
      '韋克菲爾德（Wakefield）',
      '諾伍德（Norwood）',
    ],
    seasonalNotes: [
      '冬末及春季：郊狼會配對並養育幼崽，在巢穴附近可能更具防衛性。在公園邊緣附近請用牽繩拴好狗隻。',
      '春季：浣熊會尋找閣樓和煙囪育幼。',
      '秋季：天氣轉冷時，小老鼠會搬進室內。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('布朗士'),
  },

  'staten-island-wildlife-control': {
    slug: 'staten-island-wildlife-control',
    borough: 'Staten Island',
    displayName: '史泰登島',
    seo: {
      title: '史泰登島野生動物控制',
      description:
        '您在史泰登島的住宅有土撥鼠、臭鼬、浣熊或負鼠？免費報告，聯繫一位持牌並有保險的野生動物專業人員。',
    },
    title: '史泰登島野生動物控制',
    heroSubtitle:
      '最具郊區特色的行政區，後院野生動物也最多：土撥鼠、臭鼬、浣熊和負鼠。我們為您聯繫一位服務史泰登島的持牌專業人員。',
    heroImageAlt: '水邊的史泰登島房屋和樹木插圖，渡輪駛過，一隻土撥鼠在草坪上',
    formHeading: '在史泰登島尋找野生動物專業人員',
    intro:
      '史泰登島是全市最具郊區特色的行政區，有獨立屋、大院子，還有林木茂密的綠帶（Greenbelt）貫穿島的中部。土撥鼠、臭鼬、浣熊和負鼠經常到訪後院，鼴鼠和田鼠則在草坪和花園裡鑽土。島上也常見鹿；鹿不屬於我們網絡的處理範圍，如發現生病或受傷的鹿，請向 311 報告。',
    problems: [
      {
        name: '土撥鼠',
        icon: 'shovel',
        description: '土撥鼠在棚屋、露台和地基下挖洞，並把菜園裡的蔬菜吃光。',
        speciesSlug: 'groundhog-removal-nyc',
      },
      {
        name: '臭鼬',
        icon: 'wind',
        description: '臭鼬在門廊和露台下築窩，並挖開草坪找幼蟲吃。',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '浣熊在閣樓和煙囪裡，也會翻找垃圾和堆肥。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '負鼠',
        icon: 'trees',
        description: '負鼠在車庫、棚屋和屋底夾層裡。',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: '鼴鼠和田鼠',
        icon: 'sprout',
        description: '隆起的土脊、鼴鼠丘和地面通道，破壞草坪和花圃。',
        speciesSlug: 'mole-vole-removal-nyc',
      },
      {
        name: '蛇',
        icon: 'worm',
        description: '無害的本地蛇類出現在地下室、車庫和石牆裡，會依法移走。',
        speciesSlug: 'snake-removal-nyc',
      },
    ],
    neighborhoods: [
      '聖喬治（St. George）',
      '湯普金斯維爾（Tompkinsville）',
      '斯特普爾頓（Stapleton）',
      '西布賴頓（West Brighton）',
      '里奇蒙港（Port Richmond）',
      '水手港（Mariners Harbor）',
      '韋斯特利（Westerleigh）',
      '托特山（Todt Hill）',
      '東根山（Dongan Hills）',
      '新多普（New Dorp）',
      '米德蘭海灘（Midland Beach）',
      '大基爾斯（Great Kills）',
      '埃爾廷維爾（Eltingville）',
      '安娜代爾（Annadale）',
      '胡格諾（Huguenot）',
      '托滕維爾（Tottenville）',
    ],
    seasonalNotes: [
      '冬末及春季：土撥鼠結束冬眠，開始在棚屋和露台下挖洞。',
      '春末及初夏：臭鼬和浣熊可能在露台下或閣樓裡有幼崽，所以在檢查之前不應封堵開口。',
      '夏末及秋季：臭鼬挖開草坪找幼蟲吃，土撥鼠則在入冬前大量進食。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('史泰登島'),
  },
} as const satisfies Record<BoroughSlug, BoroughPage>;
