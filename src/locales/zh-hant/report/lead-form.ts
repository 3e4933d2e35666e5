/** The single form's words in Traditional Chinese (see src/features/report-issue/locales/en.ts). */
import type { LeadFormCopy } from '@/features/report-issue/copy';
import { COMMON_COPY } from './common';

/** The single form of the borough and species pages. */
export const LEAD_FORM_COPY: LeadFormCopy = {
  ...COMMON_COPY,
  options: {
    ...COMMON_COPY.options,
    species: {
      Bats: '蝙蝠',
      Squirrels: '松鼠',
      Raccoons: '浣熊',
      Skunks: '臭鼬',
      Mice: '小老鼠',
      Rats: '大老鼠',
      Birds: '鳥類',
      Snakes: '蛇',
      Groundhogs: '土撥鼠',
      Other: '其他',
    },
    contactMethods: {
      Call: '電話',
      Text: '短訊',
      Email: '電郵',
    },
  },
  leadForm: {
    heading: '報告野生動物問題',
    intro: '除註明「選填」的欄位外，所有欄位均須填寫。免費，無任何義務。',
    nameLabel: '姓名',
    emailLabel: '電郵地址',
    phoneLabel: '電話',
    phonePlaceholder: '10 位數號碼',
    propertyTypeLabel: '物業類型',
    propertyTypePlaceholder: '請選擇',
    addressLabel: '街道地址',
    unitLabel: '公寓、單位或樓層（選填）',
    cityLabel: '城市或社區',
    zipLabel: '郵遞區號',
    descriptionLabel: '問題描述',
    speciesLegend: '涉及的動物（選填）',
    contactMethodLegend: '首選聯絡方式',
    submit: '立即求助',
  },
};
