import { EMERGENCY_ZH_HANS, animalParagraph, batParagraph, biteParagraph } from '@/content/emergency';
import type { StatusCopy } from '../copy';
import { lineHours } from '@/content/line-hours';

/** The status page in Simplified Chinese (as New York City's Chinese materials write it). */
export const STATUS_COPY: StatusCopy = {
  page: {
    title: '您的请求',
    description: '查看您的野生动物求助请求进度：谁会上门处理，以及等候期间您可以做什么。',
    noTokenHeading: '您的请求',
    noTokenBody: '请打开确认通知中的链接，查看您的请求进度。',
  },
  loading: '正在加载您的请求…',
  unreachable: '无法连接到我们的服务器。请检查您的网络连接；我们会继续尝试。',
  stageAnnouncement: '您的请求状态已更新：{stage}。',
  notFound: {
    heading: '找不到该请求',
    body: lineHours('链接可能不完整。请确认您已复制完整的链接，或致电我们的全天候调度专线，并提供您的请求编号。', '链接可能不完整。请确认您已复制完整的链接，或致电我们的调度专线，并提供您的请求编号。'),
  },
  callDispatch: '致电调度专线 {phone}',
  heading: '您的请求 {reference}',
  received: '收到时间：{time}（纽约时间）。本页会自动更新。',
  progressLabel: '进度',
  steps: {
    received: '已收到请求',
    looking: '正在寻找专业人员',
    assigned: '已指派专业人员',
    completed: '已完成',
  },
  cancelledStage: '已取消',
  stepDone: '（已完成）',
  stepNotYet: '（尚未完成）',
  cancelledByResident: '您已于{time}取消此请求。',
  cancelledByDispatch: '我们的调度团队已于{time}关闭此请求。如果您仍需要帮助，请致电我们。',
  cancelReasons: {
    duplicate: '此请求与您提交的另一个请求重复。',
    outside_service_area: '该地址不在我们专业人员的服务范围内。',
    referred_to_agency: '您描述的情况应由市政机构处理：下方的紧急指引说明由哪个机构负责。',
  },
  waitingTooLong: {
    other: '已超过{hours}小时，仍没有专业人员接下您的请求。非常抱歉。请致电我们的调度专线：会有专人为您寻找帮助。',
  },
  professional: {
    heading: '上门服务的专业人员',
    credentials: {
      nwco_license: '纽约州环境保护局（NYS DEC）滋扰野生动物控制员（NWCO）执照',
      pesticide_certification: '纽约州环境保护局（NYS DEC）农药施用人员认证',
    },
    insuredThrough: '保险有效期至',
    serves: '服务地区',
    call: '致电 {phone}',
  },
  boroughs: {
    Manhattan: '曼哈顿',
    Brooklyn: '布鲁克林',
    Queens: '皇后区',
    Bronx: '布朗克斯',
    'Staten Island': '史泰登岛',
  },
  listSeparator: '、',
  actions: {
    heading: '情况有变化吗？',
    detailsLabel: '补充详情',
    detailsHint: '最多500字：例如大门密码、较方便联系的时间、有什么变化。',
    sendDetails: '提交详情',
    cancelGroupLabel: '取消您的请求',
    cancelQuestion: '要取消此请求吗？取消后不会有专业人员上门。',
    confirmCancel: '是，取消我的请求',
    keep: '保留请求',
    noLongerNeedHelp: '我不再需要帮助',
  },
  toasts: {
    cancelledTitle: '请求已取消',
    cancelledDescription: '我们不会派人上门。感谢您通知我们。',
    detailsAddedTitle: '详情已补充',
    detailsAddedDescription: '调度员和您的专业人员都会看到这些内容。',
    failedTitle: '未能提交',
    failedDescription: '出现错误。请检查您的网络连接后再试一次，或致电我们。',
  },
  serverErrors: {
    PT404: '找不到该请求。',
    PT429: '短时间内更新次数过多。请致电调度专线。',
    P0001: '此请求已经关闭。',
    '23514': '最多可输入500字。',
  },
  emergency: {
    summary: '是紧急情况吗？应先联系谁',
    lines: [
      '有人受伤，或动物正对人构成危险：请拨打 911。',
      biteParagraph(EMERGENCY_ZH_HANS),
      animalParagraph(EMERGENCY_ZH_HANS),
      batParagraph(EMERGENCY_ZH_HANS),
      '流浪、走失、生病或受伤的猫狗：请拨打 311 联系纽约市动物照护中心（Animal Care Centers of NYC，ACC）。ACC不受理关于健康社区猫的报告；311可以向您介绍“捕捉、绝育、放归”（TNR）项目。',
      '死去的动物：不要碰它。请通过 311 报告：纽约市清洁局（DSNY）负责清走街道或人行道上死去的动物，公园内的由纽约市公园局（NYC Parks）处理；可能患有狂犬病，或曾咬伤或抓伤人或宠物的动物，311会转交ACC。',
    ],
  },
};
