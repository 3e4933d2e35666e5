import type { BoroughPage, BoroughSlug } from '@/content/types';
import { PROCESS_STEPS, REPORT_BUTTON, TRUST_BADGES } from './site-copy';

/**
 * The five borough landing pages in Simplified Chinese, in the order of the 'Service Areas' menu
 * (see src/content/boroughs.ts). `borough` stays the English value the forms and database use.
 * Neighbourhoods are written in Chinese with the English name in brackets.
 */

function cta(displayName: string) {
  return {
    title: `在${displayName}遇到野生动物问题？`,
    text: `立即报告，我们会为您联系一位在${displayName}提供服务、持证并有保险的专业人员。`,
    button: REPORT_BUTTON.label,
    href: REPORT_BUTTON.href,
  };
}

export const BOROUGH_PAGES = {
  'manhattan-wildlife-control': {
    slug: 'manhattan-wildlife-control',
    borough: 'Manhattan',
    displayName: '曼哈顿',
    seo: {
      title: '曼哈顿野生动物防治与驱除',
      description:
        '您在曼哈顿的楼宇里有大老鼠、小老鼠、鸽子或浣熊？免费报告，我们会为您联系一位持证并有保险的野生动物专业人员。',
    },
    title: '曼哈顿的野生动物防治',
    heroSubtitle:
      '从战前建造的无电梯公寓到高楼大厦，曼哈顿的野生动物问题主要是大老鼠、小老鼠和鸽子，大公园附近还有浣熊。我们为您联系一位在本区工作的持证专业人员。',
    heroImageAlt: '插图：曼哈顿的高楼大厦，一只浣熊坐在窗台上',
    formHeading: '在曼哈顿寻找野生动物专业人员',
    intro:
      '曼哈顿的战前无电梯公寓、联排住宅和高楼，为大老鼠和小老鼠提供了大量藏身之处，也为鸽子提供了许多可以筑巢的外墙凸台、空调支架和防火梯。浣熊生活在中央公园以及曼哈顿北部的林木公园里，例如茵伍德山公园（Inwood Hill）和崔恩堡公园（Fort Tryon），有些会搬进附近的屋顶、烟囱和后院棚屋。无论是哪种动物，解决问题通常都要从找到并封堵动物的入口开始。',
    problems: [
      {
        name: '大老鼠',
        icon: 'rat',
        description: '树坑、庭院和后院里的鼠洞，以及地下室、垃圾房和餐馆里的大老鼠。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '小老鼠',
        icon: 'cheese',
        description: '小老鼠通过暖气片和厨房管道周围的缝隙在各公寓之间穿行，天冷的月份尤其常见。',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: '鸽子',
        icon: 'bird',
        description: '在空调机后面、防火梯和外墙凸台上筑巢，窗台上的粪便越积越多。',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '来自公园的浣熊钻进联排住宅的屋顶、烟囱和后院棚屋。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '松鼠',
        icon: 'squirrel',
        description: '松鼠咬穿檐口和屋顶边缘，钻进顶层空间，在绿树成荫的街区尤其常见。',
        speciesSlug: 'squirrel-removal-nyc',
      },
    ],
    neighborhoods: [
      '茵伍德（Inwood）',
      '华盛顿高地（Washington Heights）',
      '哈莱姆（Harlem）',
      '东哈莱姆（East Harlem）',
      '晨边高地（Morningside Heights）',
      '上西区（Upper West Side）',
      '上东区（Upper East Side）',
      '中城（Midtown）',
      '地狱厨房（Hell’s Kitchen）',
      '切尔西（Chelsea）',
      '格林威治村（Greenwich Village）',
      '东村（East Village）',
      '下东区（Lower East Side）',
      '翠贝卡（Tribeca）',
      '金融区（Financial District）',
    ],
    seasonalNotes: [
      '春季：浣熊会寻找隐蔽的地方哺育幼崽，包括公园附近的烟囱和屋顶空间。',
      '秋冬季：天气变冷后小老鼠会进入室内，所以要及早封堵管道和暖气片周围的缝隙。',
      '全年：鸽子一年四季都会筑巢，所以安装防护网和防鸟网比等到春天再处理更有效。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('曼哈顿'),
  },

  'brooklyn-wildlife-control': {
    slug: 'brooklyn-wildlife-control',
    borough: 'Brooklyn',
    displayName: '布鲁克林',
    seo: {
      title: '布鲁克林野生动物防治与驱除',
      description:
        '您在布鲁克林的家里有浣熊、松鼠、大老鼠或小老鼠？免费报告，我们会为您联系附近一位持证并有保险的野生动物专业人员。',
    },
    title: '布鲁克林的野生动物防治',
    heroSubtitle:
      '褐石屋、排屋和后院让浣熊、松鼠和大老鼠在布鲁克林住得很舒适。我们为您联系一位在本区工作的持证专业人员。',
    heroImageAlt: '插图：布鲁克林的一排褐石屋，一只浣熊在防火梯上',
    formHeading: '在布鲁克林寻找野生动物专业人员',
    intro:
      '布鲁克林的褐石屋、排屋和木结构房屋都有后院、屋顶檐口、烟囱和架空层，野生动物会利用所有这些地方。在展望公园（Prospect Park）周围以及后院绿树成荫的社区，常常可以看到浣熊；松鼠则会钻进阁楼和顶层。在全区的公寓楼、餐馆和院子里，大老鼠和小老鼠是一年到头都有的问题。',
    problems: [
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '浣熊在褐石屋的烟囱、屋顶空间和后院露台下面筑窝。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '松鼠',
        icon: 'squirrel',
        description: '松鼠咬穿檐口和屋顶边缘，钻进阁楼和顶层天花板。',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: '大老鼠',
        icon: 'rat',
        description: '后院和树坑里的鼠洞，以及垃圾区和地下室周围的大老鼠。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '小老鼠',
        icon: 'cheese',
        description: '公寓和排屋的厨房和墙内有小老鼠，从秋季开始尤其常见。',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: '鸽子',
        icon: 'bird',
        description: '鸽子在防火梯上、空调机上以及高架地铁线下面筑巢。',
        speciesSlug: 'bird-removal-nyc',
      },
      {
        name: '负鼠',
        icon: 'trees',
        description: '在院子较大的社区，负鼠躲在露台、棚屋和门廊下面。',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      '公园坡（Park Slope）',
      '展望高地（Prospect Heights）',
      '皇冠高地（Crown Heights）',
      '贝德福德-史岱文森（Bedford-Stuyvesant）',
      '威廉斯堡（Williamsburg）',
      '绿点（Greenpoint）',
      '布什维克（Bushwick）',
      '布鲁克林高地（Brooklyn Heights）',
      '卡罗尔花园（Carroll Gardens）',
      '弗拉特布什（Flatbush）',
      '迪特马斯公园（Ditmas Park）',
      '日落公园（Sunset Park）',
      '湾脊（Bay Ridge）',
      '本森赫斯特（Bensonhurst）',
      '羊头湾（Sheepshead Bay）',
      '卡纳西（Canarsie）',
    ],
    seasonalNotes: [
      '春季：浣熊妈妈会寻找烟囱和屋顶空间哺育幼崽。请在那之前找人检查烟囱帽和通风口防护网。',
      '夏末：松鼠会繁殖第二窝幼崽，所以处理屋顶边缘的洞口时要小心。',
      '秋季：小老鼠开始进入室内；这是封堵管道和门周围缝隙的最佳时机。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('布鲁克林'),
  },

  'queens-wildlife-control': {
    slug: 'queens-wildlife-control',
    borough: 'Queens',
    displayName: '皇后区',
    seo: {
      title: '皇后区野生动物防治与驱除',
      description:
        '您在皇后区的住宅出现了浣熊、臭鼬、负鼠或松鼠？免费报告，我们会为您联系一位持证并有保险的野生动物专业人员。',
    },
    title: '皇后区的野生动物防治',
    heroSubtitle:
      '独立屋、露台和后院为浣熊、臭鼬和负鼠提供了大量安身之处。我们为您联系一位在皇后区提供服务的持证专业人员。',
    heroImageAlt: '插图：皇后区的独立屋和行道树，一只臭鼬正穿过前院草坪',
    formHeading: '在皇后区寻找野生动物专业人员',
    intro:
      '皇后区很多地方都是带院子、露台和棚屋的独立屋和半独立屋，从贝赛（Bayside）、道格拉斯顿（Douglaston）到霍华德海滩（Howard Beach）都是如此。浣熊、臭鼬、负鼠和松鼠很容易在这里安家，在森林公园（Forest Park）、艾利池塘公园（Alley Pond Park）和本区其他绿地附近尤其如此；本区部分地方也有人看到过郊狼。在繁忙的商业街和公寓楼里，大老鼠和小老鼠仍然是日常问题。',
    problems: [
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '浣熊钻进阁楼和烟囱，还在后院和车道上翻垃圾。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '臭鼬',
        icon: 'wind',
        description: '臭鼬在露台、门廊和棚屋下面筑窝，还会翻挖草坪找幼虫吃。',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: '负鼠',
        icon: 'trees',
        description: '负鼠躲在车库和架空层里，以及露台和门廊下面。',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: '松鼠',
        icon: 'squirrel',
        description: '松鼠咬穿独立屋的阁楼、檐底板和屋顶通风口钻进屋内。',
        speciesSlug: 'squirrel-removal-nyc',
      },
      {
        name: '大老鼠和小老鼠',
        icon: 'rat',
        description: '院子里和商业街一带的大老鼠，以及住宅和公寓楼里的小老鼠。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '狐狸和郊狼',
        icon: 'dog',
        description: '在公园和海岸线附近出没，偶尔在棚屋或露台下面筑窝。',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
    ],
    neighborhoods: [
      '阿斯托利亚（Astoria）',
      '长岛市（Long Island City）',
      '桑尼赛德（Sunnyside）',
      '伍德赛德（Woodside）',
      '杰克逊高地（Jackson Heights）',
      '法拉盛（Flushing）',
      '白石（Whitestone）',
      '贝赛（Bayside）',
      '道格拉斯顿（Douglaston）',
      '新鲜草原（Fresh Meadows）',
      '森林小丘（Forest Hills）',
      '丘园（Kew Gardens）',
      '里奇伍德（Ridgewood）',
      '牙买加（Jamaica）',
      '霍华德海滩（Howard Beach）',
      '洛克威海滩（Rockaway Beach）',
    ],
    seasonalNotes: [
      '春季：浣熊和臭鼬会在阁楼里以及露台和棚屋下面寻找筑窝的地方，窝里可能有幼崽。',
      '夏末和秋季：臭鼬会翻挖草坪找幼虫吃，小老鼠也开始进入室内。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('皇后区'),
  },

  'bronx-wildlife-control': {
    slug: 'bronx-wildlife-control',
    borough: 'Bronx',
    displayName: '布朗克斯',
    seo: {
      title: '布朗克斯野生动物防治与驱除',
      description:
        '您在布朗克斯的住宅附近出现了浣熊、臭鼬、大老鼠或郊狼？免费报告，我们会为您联系一位持证并有保险的野生动物专业人员。',
    },
    title: '布朗克斯的野生动物防治',
    heroSubtitle:
      '大型公园和林地边缘让浣熊、臭鼬、负鼠和郊狼来到布朗克斯的住宅附近。我们为您联系一位在布朗克斯提供服务的持证专业人员。',
    heroImageAlt: '插图：布朗克斯林木公园旁的公寓楼，一只郊狼站在草地上',
    formHeading: '在布朗克斯寻找野生动物专业人员',
    intro:
      '布朗克斯拥有纽约市一些最大的绿地，包括佩勒姆湾公园（Pelham Bay Park）、范科特兰公园（Van Cortlandt Park）和布朗克斯河（Bronx River）两岸的林地。郊狼已在本区定居；在公园附近，以及里弗代尔（Riverdale）、斯罗格斯内克（Throggs Neck）和城市岛（City Island）等有独立房屋和院子的社区，浣熊、臭鼬和负鼠都很常见。在人口较密集的社区，大老鼠和小老鼠是日常问题。',
    problems: [
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '阁楼、烟囱和车库里的浣熊，在公园附近的住宅尤其常见。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '郊狼和狐狸',
        icon: 'dog',
        description: '郊狼出没于佩勒姆湾公园和范科特兰公园一带，偶尔会在住宅附近筑窝。',
        speciesSlug: 'fox-coyote-removal-nyc',
      },
      {
        name: '臭鼬',
        icon: 'wind',
        description: '在有院子的社区，臭鼬躲在门廊、露台和棚屋下面。',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: '大老鼠',
        icon: 'rat',
        description: '公寓楼和商户的地下室、庭院和垃圾区里的大老鼠。',
        speciesSlug: 'rat-removal-nyc',
      },
      {
        name: '小老鼠',
        icon: 'cheese',
        description: '公寓和住宅里的小老鼠，天气转凉时会进入室内。',
        speciesSlug: 'mouse-removal-nyc',
      },
      {
        name: '负鼠',
        icon: 'trees',
        description: '绿地附近的车库、架空层和露台下面的负鼠。',
        speciesSlug: 'opossum-removal-nyc',
      },
    ],
    neighborhoods: [
      '里弗代尔（Riverdale）',
      '金斯布里奇（Kingsbridge）',
      '福特汉姆（Fordham）',
      '贝尔蒙特（Belmont）',
      '莫特港（Mott Haven）',
      '亨茨波因特（Hunts Point）',
      '帕克切斯特（Parkchester）',
      '莫里斯公园（Morris Park）',
      '佩勒姆湾（Pelham Bay）',
      '斯罗格斯内克（Throggs Neck）',
      '城市岛（City Island）',
      '合作城（Co-op City）',
      '伍德朗（Woodlawn）',
      '韦克菲尔德（Wakefield）',
      '诺伍德（Norwood）',
    ],
    seasonalNotes: [
      '冬末和春季：郊狼会配对并养育幼崽，在巢穴附近可能会更加护崽。在公园边缘附近请给狗拴好狗绳。',
      '春季：浣熊会寻找阁楼和烟囱哺育幼崽。',
      '秋季：天气变冷时，小老鼠会进入室内。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('布朗克斯'),
  },

  'staten-island-wildlife-control': {
    slug: 'staten-island-wildlife-control',
    borough: 'Staten Island',
    displayName: '史泰登岛',
    seo: {
      title: '史泰登岛野生动物防治',
      description:
        '您在史泰登岛的住宅出现了土拨鼠、臭鼬、浣熊或负鼠？免费报告，联系一位持证并有保险的野生动物专业人员。',
    },
    title: '史泰登岛的野生动物防治',
    heroSubtitle:
      '史泰登岛是最具郊区特色的区，后院野生动物也最多：土拨鼠、臭鼬、浣熊和负鼠。我们为您联系一位在史泰登岛提供服务的持证专业人员。',
    heroImageAlt: '插图：史泰登岛水边的房屋和树木，渡轮驶过，一只土拨鼠在草坪上',
    formHeading: '在史泰登岛寻找野生动物专业人员',
    intro:
      '史泰登岛是纽约市最具郊区特色的区，有独立屋、大院子，还有林木茂密的绿带（Greenbelt）贯穿岛的中部。土拨鼠、臭鼬、浣熊和负鼠是后院的常客，鼹鼠和田鼠则会在草坪和花园里打洞。岛上也常见鹿；鹿不在我们网络的处理范围内，生病或受伤的鹿应向311报告。',
    problems: [
      {
        name: '土拨鼠',
        icon: 'shovel',
        description: '土拨鼠在棚屋、露台和地基下面打洞，还会把菜园吃个精光。',
        speciesSlug: 'groundhog-removal-nyc',
      },
      {
        name: '臭鼬',
        icon: 'wind',
        description: '臭鼬在门廊和露台下面筑窝，还会翻挖草坪找幼虫吃。',
        speciesSlug: 'skunk-removal-nyc',
      },
      {
        name: '浣熊',
        icon: 'paw-print',
        description: '浣熊钻进阁楼和烟囱，还会翻垃圾和堆肥。',
        speciesSlug: 'raccoon-removal-nyc',
      },
      {
        name: '负鼠',
        icon: 'trees',
        description: '车库、棚屋和架空层里的负鼠。',
        speciesSlug: 'opossum-removal-nyc',
      },
      {
        name: '鼹鼠和田鼠',
        icon: 'sprout',
        description: '隆起的土垄、鼹鼠丘和地表通道把草坪和花圃弄得一团糟。',
        speciesSlug: 'mole-vole-removal-nyc',
      },
      {
        name: '蛇',
        icon: 'worm',
        description: '地下室、车库和石墙里的无害本地蛇类，依法移走。',
        speciesSlug: 'snake-removal-nyc',
      },
    ],
    neighborhoods: [
      '圣乔治（St. George）',
      '汤普金斯维尔（Tompkinsville）',
      '斯特普尔顿（Stapleton）',
      '西布莱顿（West Brighton）',
      '里士满港（Port Richmond）',
      '水手港（Mariners Harbor）',
      '韦斯特利（Westerleigh）',
      '托特山（Todt Hill）',
      '东根山（Dongan Hills）',
      '新多普（New Dorp）',
      '米德兰海滩（Midland Beach）',
      '大基尔斯（Great Kills）',
      '埃尔廷维尔（Eltingville）',
      '安娜代尔（Annadale）',
      '胡格诺（Huguenot）',
      '托滕维尔（Tottenville）',
    ],
    seasonalNotes: [
      '冬末和春季：土拨鼠结束冬眠，开始在棚屋和露台下面挖洞。',
      '春末和初夏：臭鼬和浣熊可能在露台下面或阁楼里有幼崽，所以在检查之前不应封堵开口。',
      '夏末和秋季：臭鼬会翻挖草坪找幼虫吃，土拨鼠则会在入冬前大量进食。',
    ],
    process: PROCESS_STEPS,
    trustBadges: TRUST_BADGES,
    cta: cta('史泰登岛'),
  },
} as const satisfies Record<BoroughSlug, BoroughPage>;
