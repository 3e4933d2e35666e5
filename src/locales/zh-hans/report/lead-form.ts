/** The single form's words in Simplified Chinese (mirror of src/features/report-issue/locales/en-lead-form.ts). */
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
      Birds: '鸟类',
      Snakes: '蛇',
      Groundhogs: '土拨鼠',
      Other: '其他',
    },
    contactMethods: {
      Call: '电话',
      Text: '短信',
      Email: '电子邮件',
    },
  },
  leadForm: {
    heading: '报告野生动物问题',
    intro: '除标明“选填”的项目外，所有项目均为必填。免费，无任何义务。',
    nameLabel: '姓名',
    emailLabel: '电子邮箱',
    phoneLabel: '电话',
    phonePlaceholder: '10位数号码',
    propertyTypeLabel: '房产类型',
    propertyTypePlaceholder: '请选择',
    addressLabel: '街道地址',
    unitLabel: '公寓、单元或楼层（选填）',
    cityLabel: '城市或社区',
    zipLabel: '邮政编码',
    descriptionLabel: '请描述问题',
    speciesLegend: '涉及的动物（选填）',
    contactMethodLegend: '首选联系方式',
    submit: '立即求助',
  },
};
