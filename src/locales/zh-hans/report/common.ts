/**
 * The words both report forms share, in Simplified Chinese (part of CONTACT_COPY and
 * LEAD_FORM_COPY; mirror of src/features/report-issue/locales/en-common.ts). Values shared with other parts of the site come from
 * this folder.
 */
import { CALL_LABEL } from '../site-copy';
import { ZIP_MESSAGES, cityLineText } from '../zip-messages';
import type { ReportCommonCopy } from '@/features/report-issue/copy';

/** Both forms. */
export const COMMON_COPY: ReportCommonCopy = {
  englishMarker: '（英文）',
  callPhone: CALL_LABEL,
  links: { terms: '使用条款', privacy: '隐私政策' },
  options: {
    propertyTypes: {
      Homeowner: '房主',
      'Tenant / renter': '租户',
      Landlord: '房东',
      Business: '企业',
      Other: '其他',
    },
  },
  coverage: {
    comingSoon: ZIP_MESSAGES.unsupported,
    cityLine: cityLineText('{zip}'),
  },
  toasts: {
    incompleteStep: {
      title: '信息不完整',
      description: '请正确填写此步骤的所有必填项。',
    },
    agreementRequired: {
      title: '需要您的同意',
      description: '提交前，您必须同意相关条款。',
    },
    requestSent: {
      title: '请求已发送！',
      description: '我们正在为您寻找一位持证专业人员。有专业人员接受后，对方会与您联系。您的编号和进度链接就在本页。',
    },
    submissionFailed: {
      title: '提交失败',
      description: '提交报告时出错。请再试一次。',
    },
    rateLimited: {
      title: '请求次数过多',
      description:
        '过去一小时内，我们从您的网络连接收到了多个请求。您填写的内容已保留：请稍后再试，或致电 {phone} 联系我们。',
    },
    missingInformation: {
      title: '缺少信息',
      description: '请填写所有必填项。',
    },
    reportSubmitted: {
      title: '报告已提交！',
      description: '我们正在为您寻找一位持证专业人员。有专业人员接受后，对方会与您联系。您的编号和进度链接就在本页。',
    },
  },
  fieldMessages: {
    zip: '请输入5位数邮政编码。',
    zipNotCovered: '我们目前还没有为邮政编码 {zip} 提供服务。我们的服务范围是纽约市的五个区。',
    propertyType: '请选择房产类型。',
    animalType: '请选择您遇到的动物。',
    duration: '请告诉我们这种情况持续了多久。',
    description: '请用一两句话描述问题。',
    descriptionTooLong: '描述请控制在2,000个字符以内。',
    name: '请输入您的姓名。',
    nameTooLong: '姓名请控制在100个字符以内。',
    nameInvalid: '姓名中含有我们无法保存的字符。',
    phone: '请输入有效的美国电话号码：10位数字，区号在前。',
    email: '请输入有效的电子邮箱地址。',
    contactChoice: '请至少选择一种专业人员联系您的方式。',
    contactMethod: '请选择专业人员联系您的方式。',
    textConsent: '如希望通过短信联系，请同意接收短信，或选择“电话”或“电子邮件”。',
    address: '请输入房产的街道地址。',
    addressTooLong: '地址请控制在200个字符以内。',
    unitTooLong: '此项请控制在50个字符以内。',
    city: '请输入城市或社区。',
    cityTooLong: '此项请控制在100个字符以内。',
    terms: '请同意使用条款和隐私政策，以发送您的请求。',
  },
  submitNotice: {
    terms: '发送此报告，即表示您接受我们的{terms}。',
    privacy: '我们使用您的资料处理此请求，并把资料提供给为您联系的那一位专业人员；我们的{privacy}说明了我们如何保管这些资料。',
  },
  track: {
    button: '查看请求进度',
    keep: '请保存此链接，以便查看谁会上门、补充详情或取消请求。任何拿到此链接的人都能看到请求状态，因此请只与您信任的人分享。',
    copyLink: '复制链接',
    copied: '链接已复制',
    copiedStatus: '您的请求链接已复制。{siteName}',
  },
  loadLater: () => import('./later').then((m) => m.REPORT_LATER),
};
