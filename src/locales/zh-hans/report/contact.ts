/** The /contact page's words in Simplified Chinese (mirror of src/features/report-issue/locales/en-contact.ts). */
import { ADVICE, SITUATION_LABELS } from '../right-help';
import { CONTACT_COPY as CONTACT_PAGE_COPY, CONTACT_SUCCESS_COPY } from '../site-copy';
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
      Opossum: '负鼠',
      Bat: '蝙蝠',
      Bird: '鸟',
      Skunk: '臭鼬',
      Snake: '蛇',
      Groundhog: '土拨鼠',
      'Mole or vole': '鼹鼠或田鼠',
      'Fox or coyote': '狐狸或郊狼',
      'Domestic cat or dog': '家养的猫或狗',
      'Other / not sure': '其他／不确定',
    },
    durations: {
      'Just noticed today': '今天刚发现',
      'A few days': '几天',
      'One to four weeks': '一到四周',
      'More than a month': '超过一个月',
    },
    situations: SITUATION_LABELS,
  },
  contactPage: {
    seo: CONTACT_PAGE_COPY.seo,
    heading: CONTACT_PAGE_COPY.heading,
    intro: CONTACT_PAGE_COPY.intro,
    emergencyNote: CONTACT_PAGE_COPY.emergencyNote,
    callPrompt: CONTACT_PAGE_COPY.callPrompt,
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
    progress: '第{n}步，共{total}步',
    stepTitles: {
      1: '问题在哪里？',
      2: '您遇到了什么问题？',
      3: '专业人员怎样联系您？',
      4: '确认并发送',
    },
    zipLabel: '房产所在地的邮政编码',
    zipPlaceholder: '例如：11215',
    streetLabel: '街道地址',
    unitLabel: '公寓、单元或楼层（选填）',
    propertyTypeLegend: '房产类型',
    animalLabel: '是什么动物？',
    animalPlaceholder: '请选择动物',
    durationLabel: '这种情况持续多久了？',
    durationPlaceholder: '请选择',
    descriptionLabel: '发生了什么情况？',
    descriptionHint: '在哪里看到或听到动物、有没有造成损坏、您已经试过哪些办法。',
    situationsLegend: '是否有以下情况？',
    situationsHint: '这些情况会影响您应该先联系谁。',
    signsLegend: '您是否注意到以下情况？',
    signsHint: '这能帮助调度员决定先处理哪个请求。',
    fullNameLabel: '姓名',
    phoneLabel: '电话号码',
    phonePlaceholder: '10位数号码',
    emailLabel: '电子邮箱',
    contactMethodLegend: '专业人员应如何联系您？',
    byPhone: '电话',
    byEmail: '电子邮件',
    review:
      '我们会把您的请求转给一位在您所在区提供服务、持证并有保险的专业人员。报告免费，您也没有义务雇用对方。',
    agreement: '我同意{terms}和{privacy}，并同意把我的资料提供给一位专业人员。',
    reviewSections: { where: '地点', what: '发生了什么', how: '专业人员怎样联系您' },
    edit: '修改',
    boroughs: { Manhattan: '曼哈顿', Brooklyn: '布鲁克林', Queens: '皇后区', Bronx: '布朗克斯', 'Staten Island': '史泰登岛' },
    back: '上一步',
    next: '下一步',
    submit: '提交请求',
  },
  rightHelp: {
    heading: '在为您寻找专业人员之前：应先联系谁',
    continueText:
      '如果您仍希望由持证野生动物专业人员帮忙（例如查明动物是从哪里进来的，并把入口封住），可以继续。',
    stillWantPro: '我仍然需要专业人员',
    changeAnswers: '修改我的回答',
    // The words by id (the rule that picks them: domain/right-help.ts).
    advice: ADVICE,
  },
  success: {
    reference: '您的请求编号：{reference}',
    quoteReference: '如果您就这份报告致电我们，请提供此编号。',
    nextHeading: '接下来会怎样',
    nextSteps: CONTACT_SUCCESS_COPY.nextSteps,
    homeLink: CONTACT_SUCCESS_COPY.homeLink,
  },
};
