/**
 * What the forms say about coverage, in Simplified Chinese (see src/content/coverage-messages.ts):
 * `{zip}`, `{borough}` and `{phone}` are filled by fillZipText.
 */

/** A ZIP in the five boroughs when no active professional covers its borough. */
export const PHONE_ONLY_MESSAGE = {
  title: '请拨打我们的调度专线',
  description:
    '我们的网络目前在{borough}没有专业人员，因此该区的请求暂时通过我们的调度专线以电话方式处理：请致电 {phone}。您仍然可以提交报告。',
} as const;

/** After a report from such a borough has been stored. */
export const PHONE_ONLY_SENT =
  '您的请求已交给我们的调度团队。我们的网络目前在{borough}没有专业人员，因此该区的请求暂时通过我们的调度专线以电话方式处理；如情况紧急，请致电 {phone}。';

/** When the coverage could not be checked (network or service down): what the ZIP list alone can say. */
export const UNCONFIRMED_MESSAGE = {
  title: '在我们的服务范围内',
  description:
    '邮政编码 {zip} 位于{borough}，属于我们服务的五个区之一。我们刚才无法查询有哪些专业人员可以提供服务；您仍然可以提交报告，或致电 {phone}。',
} as const;

export { fillZipText } from '@/content/coverage-messages';
