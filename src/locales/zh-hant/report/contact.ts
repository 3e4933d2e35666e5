/** The /contact page's words in Traditional Chinese (see src/features/report-issue/locales/en.ts). */
import { ADVICE, SITUATION_LABELS } from '../right-help';
import { CONTACT_COPY as CONTACT_PAGE, CONTACT_SUCCESS_COPY } from '../site-copy';
import type { ContactFlowCopy } from '@/features/report-issue/copy';
import { COMMON_COPY } from './common';

/** The /contact page (the flow and its success page). */
export const CONTACT_COPY: ContactFlowCopy = {
  ...COMMON_COPY,
  options: {
    ...COMMON_COPY.options,
    animalTypes: {
      Raccoon: '浣熊',
      Squirrel: '松鼠',
      Rat: '大老鼠',
      Mouse: '小老鼠',
      Opossum: '負鼠',
      Bat: '蝙蝠',
      Bird: '鳥類',
      Skunk: '臭鼬',
      Snake: '蛇',
      Groundhog: '土撥鼠',
      'Mole or vole': '鼴鼠或田鼠',
      'Fox or coyote': '狐狸或郊狼',
      'Domestic cat or dog': '家養的貓或狗',
      'Other / not sure': '其他／不確定',
    },
    durations: {
      'Just noticed today': '今天剛發現',
      'A few days': '幾天',
      'One to four weeks': '一至四週',
      'More than a month': '超過一個月',
    },
    situations: SITUATION_LABELS,
  },
  contactPage: {
    seo: CONTACT_PAGE.seo,
    heading: CONTACT_PAGE.heading,
    intro: CONTACT_PAGE.intro,
    emergencyNote: CONTACT_PAGE.emergencyNote,
    callPrompt: CONTACT_PAGE.callPrompt,
    otherWays: '其他求助方式',
  },
  successPage: {
    seo: CONTACT_SUCCESS_COPY.seo,
    heading: CONTACT_SUCCESS_COPY.heading,
    text: CONTACT_SUCCESS_COPY.text,
    phoneOnlyText: CONTACT_SUCCESS_COPY.phoneOnlyText,
    callPrompt: CONTACT_SUCCESS_COPY.callPrompt,
  },
  flow: {
    progress: '第 {n} 步，共 {total} 步',
    stepTitles: {
      1: '問題在哪裡？',
      2: '您遇到什麼情況？',
      3: '專業人員可以如何聯絡您？',
      4: '檢查並送出',
    },
    zipLabel: '物業的郵遞區號',
    zipPlaceholder: '例如：11215',
    streetLabel: '街道地址',
    unitLabel: '公寓、單位或樓層（選填）',
    propertyTypeLegend: '物業類型',
    animalLabel: '是什麼動物？',
    animalPlaceholder: '請選擇動物',
    durationLabel: '這個情況持續了多久？',
    durationPlaceholder: '請選擇',
    descriptionLabel: '發生了什麼事？',
    descriptionHint: '您在哪裡看到或聽到動物、有沒有造成損壞、您已經試過哪些方法。',
    situationsLegend: '是否有以下任何情況？',
    situationsHint: '這些情況會影響您應該先聯絡誰。',
    signsLegend: '您是否注意到以下情況？',
    signsHint: '這能幫助調度員決定先處理哪個請求。',
    fullNameLabel: '姓名',
    phoneLabel: '電話號碼',
    phonePlaceholder: '10 位數號碼',
    emailLabel: '電郵地址',
    contactMethodLegend: '您希望專業人員如何聯絡您？',
    byPhone: '電話',
    byEmail: '電郵',
    review:
      '我們會把您的請求轉交給一位服務您所在行政區、持牌並有保險的專業人員。報告是免費的，您也絕無義務聘用對方。',
    agreement: '我同意{terms}和{privacy}，並同意把我的資料提供給一位專業人員。',
    reviewSections: { where: '地點', what: '發生了什麼', how: '專業人員如何聯絡您' },
    edit: '修改',
    boroughs: { Manhattan: '曼哈頓', Brooklyn: '布魯克林', Queens: '皇后區', Bronx: '布朗士', 'Staten Island': '史泰登島' },
    back: '上一步',
    next: '下一步',
    submit: '提交請求',
  },
  rightHelp: {
    heading: '為您尋找專業人員之前：應先聯絡誰',
    continueText:
      '如果您仍然希望由持牌野生動物專業人員協助（例如找出動物從哪裡進來，並把入口封好，不讓牠再進來），可以繼續。',
    stillWantPro: '我仍然需要專業人員',
    changeAnswers: '修改我的答案',
    // The words by id (the rule that picks them: domain/right-help.ts).
    advice: ADVICE,
  },
  success: {
    reference: '您的請求編號：{reference}',
    quoteReference: '如就此報告致電我們，請提供此編號。',
    nextHeading: '接下來的步驟',
    nextSteps: CONTACT_SUCCESS_COPY.nextSteps,
    homeLink: CONTACT_SUCCESS_COPY.homeLink,
  },
};
