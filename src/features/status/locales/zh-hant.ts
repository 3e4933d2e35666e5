import { EMERGENCY_ZH_HANT, animalParagraph, batParagraph, biteParagraph } from '@/content/emergency';
import type { StatusCopy } from '../copy';
import { lineHours } from '@/content/line-hours';

/** The status page in Traditional Chinese (as New York City's Chinese materials write it). */
export const STATUS_COPY: StatusCopy = {
  page: {
    title: '您的請求',
    description: '查看您的野生動物求助請求進度：誰會上門處理，以及等候期間您可以做什麼。',
    noTokenHeading: '您的請求',
    noTokenBody: '請開啟確認通知中的連結，查看您的請求進度。',
  },
  loading: '正在載入您的請求…',
  unreachable: '無法連線到我們的伺服器。請檢查您的網路連線；我們會繼續嘗試。',
  stageAnnouncement: '您的請求狀態已更新：{stage}。',
  notFound: {
    heading: '找不到該請求',
    body: lineHours('連結可能不完整。請確認您已複製完整的連結，或致電我們的全天候調度專線，並提供您的請求編號。', '連結可能不完整。請確認您已複製完整的連結，或致電我們的調度專線，並提供您的請求編號。'),
  },
  callDispatch: '致電調度專線 {phone}',
  heading: '您的請求 {reference}',
  received: '收到時間：{time}（紐約時間）。本頁會自動更新。',
  progressLabel: '進度',
  steps: {
    received: '已收到請求',
    looking: '正在尋找專業人員',
    assigned: '已指派專業人員',
    completed: '已完成',
  },
  cancelledStage: '已取消',
  stepDone: '（已完成）',
  stepNotYet: '（尚未完成）',
  cancelledByResident: '您已於{time}取消此請求。',
  cancelledByDispatch: '我們的調度團隊已於{time}關閉此請求。如果您仍需要協助，請致電我們。',
  cancelReasons: {
    duplicate: '此請求與您送出的另一個請求重複。',
    outside_service_area: '該地址不在我們專業人員的服務範圍內。',
    referred_to_agency: '您描述的情況應由市政機構處理：下方的緊急指引說明由哪個機構負責。',
  },
  waitingTooLong: {
    other: '已超過{hours}小時，仍沒有專業人員接下您的請求。非常抱歉。請致電我們的調度專線：會有專人為您尋找協助。',
  },
  professional: {
    heading: '上門服務的專業人員',
    credentials: {
      nwco_license: '紐約州環境保護局（NYS DEC）滋擾野生動物控制員（NWCO）執照',
      pesticide_certification: '紐約州環境保護局（NYS DEC）農藥施用人員認證',
    },
    insuredThrough: '保險有效期至',
    serves: '服務地區',
    call: '致電 {phone}',
  },
  boroughs: {
    Manhattan: '曼哈頓',
    Brooklyn: '布魯克林',
    Queens: '皇后區',
    Bronx: '布朗士',
    'Staten Island': '史泰登島',
  },
  listSeparator: '、',
  actions: {
    heading: '情況有變化嗎？',
    detailsLabel: '補充詳情',
    detailsHint: '最多500字：例如大門密碼、較方便聯絡的時間、有什麼變化。',
    sendDetails: '送出詳情',
    cancelGroupLabel: '取消您的請求',
    cancelQuestion: '要取消此請求嗎？取消後不會有專業人員上門。',
    confirmCancel: '是，取消我的請求',
    keep: '保留請求',
    noLongerNeedHelp: '我不再需要協助',
  },
  toasts: {
    cancelledTitle: '請求已取消',
    cancelledDescription: '我們不會派人上門。感謝您通知我們。',
    detailsAddedTitle: '詳情已補充',
    detailsAddedDescription: '調度員和您的專業人員都會看到這些內容。',
    failedTitle: '未能送出',
    failedDescription: '發生錯誤。請檢查您的網路連線後再試一次，或致電我們。',
  },
  serverErrors: {
    PT404: '找不到該請求。',
    PT429: '短時間內更新次數過多。請致電調度專線。',
    P0001: '此請求已經關閉。',
    '23514': '最多可輸入500字。',
  },
  emergency: {
    summary: '是緊急情況嗎？應先聯絡誰',
    lines: [
      '有人受傷，或動物正對人構成危險：請撥打 911。',
      biteParagraph(EMERGENCY_ZH_HANT),
      animalParagraph(EMERGENCY_ZH_HANT),
      batParagraph(EMERGENCY_ZH_HANT),
      '流浪、走失、生病或受傷的貓狗：請撥打 311 聯絡紐約市動物照護中心（Animal Care Centers of NYC，ACC）。ACC 不受理關於健康社區貓的報告；311 可以向您介紹「捕捉、絕育、放回」（TNR）計劃。',
      '動物屍體：不要觸碰。請透過 311 通報：紐約市清潔局（DSNY）負責清走街道或人行道上的屍體，公園內的由紐約市公園局（NYC Parks）處理；可能患有狂犬病，或曾咬傷或抓傷人或寵物的動物，311 會轉交 ACC。',
    ],
  },
};
