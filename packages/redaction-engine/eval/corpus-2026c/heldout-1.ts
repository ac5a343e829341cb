/**
 * Third held-out corpus, part 1 (issue 22, point 6): realistic support tickets, e-mails and chat logs,
 * with some clinical notes, statements and CVs, written and labelled on 2026-11-27 by a labeller who did
 * not read the detector, did not run the engine on anything, and read neither held-out file of
 * corpus-2026 or corpus-2026b nor more of corpus-2026/tune.ts than its header and first documents.
 * HELD OUT: never read it, debug on it or tune on it; run it only to report aggregate scores. Markup
 * `[[TYPE|value]]`, conventions in ../corpus-2026/README.md and README-1.md. Documents wrapped in
 * `negative(...)` intentionally contain no gold value. The comment above each document names its
 * genre, language and, in brackets, the region a reader would infer for national phone numbers.
 */

const negatives = new Set<string>();

/** Marks a document that intentionally has no labelled value (look-alikes only). */
function negative(doc: string): string {
  negatives.add(doc);
  return doc;
}

export const HELDOUT_C_1_CORPUS: readonly string[] = [
  // 1 support ticket with internal note, English (Australia) [AU]
  `Ticket #48213 · Priority: Normal · Channel: web form
Requester: [[PERSON|Brooke Tannahill]] <[[EMAIL|brooke.tannahill@outlook.com.au]]>
Company: [[ORG|Wattle & Gum Homewares Pty Ltd]]

Hi team,
Our Shopify sync stopped at 2:14am AEST and the integration user shows a last login from [[IPV4|203.47.118.26]], which isn't us. Rocky start to the week! Can someone ring me on [[PHONE_E164|0438 271 906]] or the shop line [[PHONE_E164|(03) 9416 2287]]? Please don't email our bookkeeper [[PERSON|Heath Morrow]], he's on leave till Monday.
Cheers, [[PERSON|Brooke]]

-- Internal note ([[PERSON|dale pinto]], Tier 2) --
Rotated the API token and blocked the IP. Customer is on the Growth plan, renewal 01/03/2027. Looped in [[PERSON|Priya Ramaswamy]] from Security; she'll call [[PERSON|Brooke]] back before 4pm.`,
  // 2 e-mail with quoted reply, English (UK), names that are words [GB]
  `From: [[PERSON|Mark Ashdown]] <[[EMAIL|mark.ashdown@fenwickpartners.co.uk]]>
To: [[PERSON|Will Prendergast]] <[[EMAIL|will.p@quayside-lettings.co.uk]]>
Date: Tue, 17 Nov 2026 09:42
Subject: Re: Deposit for Flat 3, 14 Rose Street

[[PERSON|Will]],

Sorry to chase, but the deposit still hasn't landed in the client account of [[ORG|Fenwick Partners LLP]] ([[IBAN|GB77 NWBK 3927 7893 4095 01]]). Will you ask [[PERSON|Summer]] in your accounts team to check the payee details? I'll mark the file as pending until then. Direct line [[PHONE_E164|0161 832 4417]].

Best,
[[PERSON|Mark]]

> On 16 Nov 2026, at 17:05, [[PERSON|Will Prendergast]] wrote:
> Hi [[PERSON|Mark]], we sent £1,850 on Friday from the [[ORG|Northgate Building Society]] account, reference QL-2291. Let me know if it doesn't arrive, my mobile is [[PHONE_E164|07823 614509]].
> [[PERSON|Will]]`,
  // 3 Slack chat, Hindi-English (Latin), lower-case handles [IN]
  `#payments-oncall (Slack)
10:02 [[PERSON|rohit.bansal]]: bhai prod pe refunds fail ho rahe hain, 502 aa raha hai from [[IPV4|10.44.19.203]]
10:03 [[PERSON|meera k]]: haan dekh rahi hu. kal ka deploy v3.12.0.4 tha na?
10:04 [[PERSON|rohit.bansal]]: yes. [[PERSON|sunny]] ne rollback bola tha but abhi tak nahi hua
10:05 [[PERSON|sunny arora]]: sorry yaar, on it. [[PERSON|meera]] can you ping [[PERSON|Kavitha]] at [[ORG|Tarangini Fintech Pvt Ltd]]? unka number [[PHONE_E164|98204 61735]] hai
10:07 [[PERSON|meera k]]: done. she says their side is fine, sunny skies on their dashboards lol
10:09 [[PERSON|rohit.bansal]]: ok. aur customer [[PERSON|Devendra Chauhan]] ka KYC stuck hai, PAN [[NATIONAL_ID|KFEPL3048C]], ticket mein daal diya
10:10 [[PERSON|sunny arora]]: 👍 rollback done, monitoring`,
  // 4 WhatsApp chat, Spanish (Mexico) [MX]
  `[12/11/26, 18:03] [[PERSON|Lupita Ibarra]]: Hola [[PERSON|Chuy]], ¿ya te pagó don [[PERSON|Ramiro]] lo de la mudanza?
[12/11/26, 18:05] [[PERSON|Chuy Barragán]]: Todavía no 😩 dice que el viernes. Su cel es [[PHONE_E164|33 1842 7765]] por si le quieres marcar
[12/11/26, 18:06] [[PERSON|Lupita Ibarra]]: va. Le escribo a su hija [[PERSON|Azucena]], trabaja en [[ORG|Abarrotes La Esperanza]]
[12/11/26, 18:08] [[PERSON|Chuy Barragán]]: ok. Ojo, la CLABE que me pasó es 012 180 01557382946 1, no la confundas con la de [[ORG|Mudanzas Ágiles del Bajío S.A. de C.V.]]
[12/11/26, 18:10] [[PERSON|Lupita Ibarra]]: jaja ya. Mañana te marco al fijo [[PHONE_E164|33 3615 2290]]
[12/11/26, 18:11] [[PERSON|Chuy Barragán]]: sale, no hay esperanza de que pague antes 🙃`,
  // 5 support ticket with internal note, German (Switzerland) [CH]
  `Ticket 2026-11-0871 · Kanal: Telefon · Status: offen
Kundin: Frau [[PERSON|Regula Inäbnit-Schürch]], [[ORG|Praxis Inäbnit]], Thun
Rückruf: [[PHONE_E164|033 222 41 87]] / mobil [[PHONE_E164|079 513 86 02]]
E-Mail: [[EMAIL|r.inaebnit@praxis-inaebnit.ch]]

Frau [[PERSON|Inäbnit]] meldet, dass die Lastschrift an die [[ORG|Alpstein Treuhand AG]] seit Oktober scheitert. Belastungskonto [[IBAN|CH60 4603 0458 0726 1800 3]] bei der [[ORG|Gantrisch Regionalbank]]. Sie ist verärgert, weil sie schon dreimal angerufen hat.

Interne Notiz von [[PERSON|Beat Zwahlen]] (2nd Level): Mandat neu erfasst. Geburtsdatum der Kontoinhaberin zur Verifizierung: [[DATE_OF_BIRTH|03.06.1971]]. Rückmeldung an Kundin bis Mittwoch; [[PERSON|Zwahlen]] übernimmt.`,
  // 6 e-mail, Japanese [JP]
  `件名：見積書送付のご案内（No. Q-26-1147）
差出人：[[PERSON|松本 沙耶]] <[[EMAIL|s.matsumoto@kurobe-seiki.co.jp]]>
宛先：[[ORG|株式会社ミナトロジテック]] 購買部 [[PERSON|岡田 拓海]] 様

[[PERSON|岡田]]様

いつもお世話になっております。[[ORG|黒部精機株式会社]]の[[PERSON|松本]]です。
ご依頼のベアリング部品の見積書をお送りいたします。ご不明点は直通 [[PHONE_E164|076-432-8815]]、または携帯 [[PHONE_E164|090-3826-4417]] までご連絡ください。
なお、弊社営業の[[PERSON|春日 亮]]（[[PERSON|かすが りょう]]）が来週火曜日に御社へ伺います。

――――――――――
[[ORG|黒部精機株式会社]] 営業部
[[PERSON|松本 沙耶]]
[[URL|https://www.kurobe-seiki.co.jp]]`,
  // 7 WeChat group chat, Chinese [CN]
  `微信群「深圳湾项目组」
[[PERSON|王梓涵]]：@[[PERSON|陈一鸣]] 明天的验收会改到下午三点了
[[PERSON|陈一鸣]]：收到。[[ORG|海蓝科技有限公司]]的[[PERSON|李]]工来吗？
[[PERSON|王梓涵]]：来，[[PERSON|李振宇]]说他十点到。电话 [[PHONE_E164|139 2846 7051]]
[[PERSON|陈一鸣]]：好的，合同上的收款账号我再核对一下，别像上次那样填错了
[[PERSON|小周]]：发票已经寄给[[ORG|华南精密仪器（深圳）有限公司]]财务部了，顺丰单号 SF1402758836291
[[PERSON|王梓涵]]：谢谢[[PERSON|小周]]👍 周五前把验收报告发我邮箱 [[EMAIL|wangzh@hailan-tech.cn]]`,
  // 8 KakaoTalk chat, Korean [KR]
  `[카카오톡] [[PERSON|추하늘]] 님과의 대화
2026년 11월 20일 금요일
[오후 2:14] [[PERSON|추하늘]]: [[PERSON|민서]]야 내일 병원 예약 몇 시야?
[오후 2:15] [[PERSON|배민서]]: 10시 반! [[ORG|서울365정형외과]]. 번호는 [[PHONE_E164|02-3471-8862]]
[오후 2:15] [[PERSON|배민서]]: 보험 청구할 때 너 생년월일 필요하대. [[DATE_OF_BIRTH|1997.08.19]] 맞지?
[오후 2:16] [[PERSON|추하늘]]: 응 맞아. 오늘 하늘 진짜 맑다 ㅎㅎ
[오후 2:17] [[PERSON|배민서]]: 그리고 [[PERSON|하늘]]이 카드로 결제했어 [[CREDIT_CARD|5471 2782 0157 1263]]
[오후 2:18] [[PERSON|추하늘]]: 헐 카드번호 카톡에 보내지 마 ㅠㅠ
[오후 2:18] [[PERSON|배민서]]: 아 미안 ㅋㅋ 바로 지울게`,
  // 9 support ticket with internal comment, Russian [RU]
  `Заявка № 77-4410 · Приоритет: высокий
Клиент: [[ORG|ООО «Северный Вектор»]] (ИНН 7729384015)
Контактное лицо: [[PERSON|Ковальчук Ирина Степановна]], тел. [[PHONE_E164|8 (812) 407-31-66]], моб. [[PHONE_E164|+7 921 648-05-93]]
E-mail: [[EMAIL|i.kovalchuk@sevvector.ru]]

Описание: после обновления 1С до версии 8.3.24.1467 не проходит выгрузка платёжных поручений в [[ORG|АО «Невский Кредит»]]. Ошибка появляется у бухгалтера [[PERSON|Никиты Сорокина]] и у самой [[PERSON|Ирины Степановны]].

Комментарий ([[PERSON|Дмитрий Ладыгин]], 2-я линия): перезвонил клиенту, воспроизвёл на тестовой базе. Передал разработчику [[PERSON|Ларисе Эйдельман]]. Ответ клиенту до пятницы.`,
  // 10 e-mail, Arabic (UAE) [AE]
  `من: [[PERSON|سعيد البدواوي]] <[[EMAIL|s.albadwawi@alnakheel-trading.ae]]>
إلى: قسم الحسابات
الموضوع: تحويل دفعة الفاتورة 2026/331

السادة في [[ORG|شركة النخيل للتجارة العامة ذ.م.م]]،
تحية طيبة وبعد،
نرجو تأكيد استلام مبلغ 18,400 درهم المحوّل إلى حسابكم [[IBAN|AE32 5673 8582 4974 3506 688]] لدى [[ORG|مصرف الواحة الوطني]] يوم الأحد الماضي.
للاستفسار يرجى التواصل مع السيدة [[PERSON|مريم الشامسي]] على الرقم [[PHONE_E164|050 418 2276]] أو هاتف المكتب [[PHONE_E164|04 339 7952]].

مع خالص التحية،
[[PERSON|سعيد البدواوي]]
مدير المشتريات`,
  // 11 clinical progress note, English (US), bare SSN [US]
  `PROGRESS NOTE — [[ORG|Cedar Hollow Family Medicine]]
Patient: [[PERSON|Gale Whitcombe]]    DOB: [[DATE_OF_BIRTH|07/22/1958]]    MRN: [[MRN|CHF-2210473]]
Insurance: [[ORG|BlueMeadow Health Plan]], member ID BMH88213007; subscriber SSN is [[SSN|393 68 8456]]
Visit: 11/19/2026    Provider: [[PERSON|Forrest Lindqvist]], PA-C

S: 68 y/o F for HTN follow-up. Walked her dog daily until the gale last Sunday knocked her fence down. Denies chest pain. Occasional dizziness on standing.
O: BP 148/86, HR 72, BMI 29.4. Lungs clear.
A/P: Essential hypertension, suboptimal. Increase lisinopril to 20 mg daily, continue amlodipine 5 mg. BMP in 2 weeks. Daughter [[PERSON|Misty Whitcombe]] (cell [[PHONE_E164|(614) 728-3390]]) will drive her to the lab at [[ORG|Riverside Methodist Hospital]].
Signed: [[PERSON|F. Lindqvist]], PA-C, supervising MD Dr. [[PERSON|Amara Okafor-Reyes]]`,
  // 12 bank statement, Turkish [TR]
  `[[ORG|Denizkent Katılım Bankası A.Ş.]] — Hesap Özeti (Ekim 2026)
Müşteri: [[PERSON|Elif Nur Karaağaç]]
IBAN: [[IBAN|TR24 5122 6868 3468 8950 6024 64]]
Müşteri temsilcisi: [[PERSON|Serkan Öztürkmen]] · [[PHONE_E164|0532 418 76 09]]

Tarih   Açıklama                                   Tutar (TL)
02.10   Maaş - [[ORG|Anatolya Yazılım Ltd. Şti.]]          +48.250,00
05.10   Kart harcaması [[ORG|Boğaziçi Şarküteri]] Kadıköy   -1.184,50
09.10   Havale - [[PERSON|Kerem Aydınlı]]                      -6.000,00
14.10   Troy kart ****4417 Yaz İndirimi kampanyası    -349,90
21.10   Fatura - [[ORG|Ege Doğalgaz A.Ş.]] abone 40718822   -912,35
28.10   EFT - [[ORG|Marmara Kira Yönetimi]] ref 2026-10     -17.500,00
Dönem sonu bakiye: 22.303,25 TL`,
  // 13 CV, English (Nigeria), name in capitals [NG]
  `CHIDINMA BLESSING OKONKWO-ADEBAYO
Lekki Phase 1, Lagos · [[PHONE_E164|0803 712 4459]] · [[EMAIL|chidinma.okonkwo@gmail.com]] · [[URL|linkedin.com/in/chidinma-oa]]
Date of Birth: [[DATE_OF_BIRTH|14th February 1993]]

PROFILE
Chartered accountant (ICAN) with eight years in audit and fintech; a blessing to any finance team, my referees say.

EXPERIENCE
Finance Manager, [[ORG|Kudiwave Payments Limited]], Lagos (2022–present)
Senior Associate, Audit, [[ORG|Adeyemi Okafor & Co.]] (2017–2022)
NYSC, [[ORG|Federal Inland Revenue Service]], Enugu (2016)

EDUCATION
B.Sc. Accounting, [[ORG|University of Ibadan]], 2015 (Second Class Upper)

REFEREES
Mr. [[PERSON|Sunday Okorie]], Audit Partner, [[ORG|Adeyemi Okafor & Co.]], [[PHONE_E164|0805 219 6638]]
Mrs. [[PERSON|Mercy Adewale]], CFO, [[ORG|Kudiwave Payments Limited]]`,
  // 14 Telegram chat, Ukrainian [UA]
  `Telegram · чат «Оренда Поділ»
[[PERSON|Оксана Дзюбенко]], [18.11.2026 21:14]
Добрий вечір! Квартира на Костянтинівській ще вільна? Я від [[PERSON|Тараса Мельничука]]
[[PERSON|Богдан]] (власник), [18.11.2026 21:20]
Так, вільна. Можу показати в суботу. Передоплату прошу на рахунок [[IBAN|UA27 5029 1580 0283 6180 4330 1008 3]] в [[ORG|АТ «Полісся Банк»]]
[[PERSON|Оксана Дзюбенко]], [18.11.2026 21:22]
Добре. Мій номер [[PHONE_E164|067 412 8390]], наберіть, будь ласка, перед показом
[[PERSON|Богдан]] (власник), [18.11.2026 21:25]
Домовились. Якщо не додзвонюсь, наберу вашу подругу [[PERSON|Ярину]], вона лишала номер [[PHONE_E164|044 287 1163]]`,
  // 15 e-mail, Hebrew [IL]
  `מאת: [[PERSON|נועה שטרנליכט]] <[[EMAIL|noa.b@shaked-hr.co.il]]>
אל: [[PERSON|עמית גולדשטיין]]
נושא: חוזה העסקה – תיקון

שלום [[PERSON|עמית]],
מצורף החוזה המתוקן מטעם [[ORG|שקד משאבי אנוש בע"מ]]. נא לחתום ולהחזיר עד יום חמישי.
חשבון הבנק לשכר שמסרת: [[IBAN|IL97 4323 6633 3238 4097 185]].
את בדיקת ההתאמה הרפואית יבצע ד"ר [[PERSON|יעל אבירם]] מ[[ORG|מכון הלב השרון]].
אם יש שאלות אפשר להתקשר אליי [[PHONE_E164|03-6174402]] או לנייד [[PHONE_E164|054-329-8816]].

בברכה,
[[PERSON|נועה שטרנליכט]]
רכזת גיוס`,
  // 16 support ticket with internal note, Greek [GR]
  `Αίτημα #GR-55721 – Πρόβλημα πληρωμής
Πελάτης: [[PERSON|Σταυρούλα Παπαδημητρίου]], [[ORG|Αιγέας Εφοδιαστική Α.Ε.]]
Τηλ.: [[PHONE_E164|210 654 3178]], κιν. [[PHONE_E164|694 238 1176]]
Email: [[EMAIL|s.papadimitriou@aigeas-logistics.gr]]

Καλησπέρα σας,
η πληρωμή του τιμολογίου 4471/2026 απορρίφθηκε δύο φορές. Τα χρήματα στάλθηκαν από τον λογαριασμό [[IBAN|GR72 1758 4605 4968 2237 7515 254]] της [[ORG|Τράπεζας Κυκλάδων]]. Παρακαλώ ενημερώστε με.

Εσωτερική σημείωση ([[PERSON|Νίκος Βλαχάκης]]): μίλησα με την κ. [[PERSON|Παπαδημητρίου]]. Το πρόβλημα ήταν στο 3-D Secure της κάρτας Visa. Κλείνει αφού επιβεβαιώσει ο [[PERSON|Άρης Ζαφειρίου]] από το λογιστήριο.`,
  // 17 LINE group chat, Thai [TH]
  `LINE กลุ่ม "ทีมขาย ภาคเหนือ"
[10:21] [[PERSON|พิมพ์ชนก]]: พี่[[PERSON|ต้น]] ลูกค้าร้าน[[ORG|เชียงใหม่ฟาร์มสุข]]โทรมาเรื่องใบเสนอราคาค่ะ
[10:23] [[PERSON|ต้น ธนากร]]: โอเค เบอร์เขาเบอร์อะไรนะ
[10:23] [[PERSON|พิมพ์ชนก]]: [[PHONE_E164|053 274 198]] ค่ะ คุณ[[PERSON|สมศรี วงศ์คำ]] เป็นคนติดต่อ
[10:25] [[PERSON|ต้น ธนากร]]: รับทราบ เดี๋ยวโทรกลับ ส่วนเงินมัดจำโอนเข้า[[ORG|บริษัท ลานนาเกษตรภัณฑ์ จำกัด]]แล้วนะ
[10:26] [[PERSON|พิมพ์ชนก]]: ขอบคุณค่ะ 🙏 มือถือพี่ [[PHONE_E164|081 746 2309]] ใช่ไหมคะ
[10:26] [[PERSON|ต้น ธนากร]]: ใช่ครับ`,
  // 18 Teams chat, Dutch [NL]
  `Microsoft Teams – kanaal Facturatie
[[PERSON|Sanne Hoogeveen]] 09:12
Goedemorgen! [[ORG|Bakkerij De Gouden Korenaar]] belt al voor de derde keer over een dubbele incasso.
[[PERSON|Joost van der Meulen]] 09:14
Welk rekeningnummer?
[[PERSON|Sanne Hoogeveen]] 09:15
[[IBAN|NL08 RABO 0793 8025 15]], op naam van [[PERSON|Gerrit Zwanenburg]]. Hij wil teruggebeld worden op [[PHONE_E164|020 614 7782]] of [[PHONE_E164|06 41 83 27 90]].
[[PERSON|Joost van der Meulen]] 09:17
Ik zie het, de batch van [[ORG|Incasso Partners Noord B.V.]] is twee keer gedraaid. [[PERSON|bram]] kan jij de storno doen?
[[PERSON|Bram Oosterhuis]] 09:20
Doe ik. Gaat voor de lunch de deur uit 👍`,
  // 19 e-mail, Vietnamese [VN]
  `Từ: [[PERSON|Nguyễn Thị Thu Hà]] <[[EMAIL|thuha.nguyen@saigonhanghai.vn]]>
Gửi: anh [[PERSON|Trần Minh Khôi]]
Tiêu đề: Xác nhận lô hàng SGN-0931

Chào anh [[PERSON|Khôi]],
[[ORG|Công ty TNHH Vận tải Biển Sài Gòn Hàng Hải]] xác nhận đã nhận 2 container cho lô SGN-0931, dự kiến cập cảng Cát Lái ngày 03/12.
Về hóa đơn, anh vui lòng liên hệ chị [[PERSON|Lê Bảo Ngọc]] bên kế toán, số bàn [[PHONE_E164|028 3823 4417]] hoặc di động [[PHONE_E164|0912 485 306]].
Nếu cần gặp trực tiếp, anh [[PERSON|Phạm Quốc Bảo]] của [[ORG|Ngân hàng TMCP Phương Nam Á]] cũng sẽ có mặt thứ Hai.

Trân trọng,
[[PERSON|Thu Hà]]`,
  // 20 intentional negative: payment-failure ticket with look-alikes only [US]
  negative(`Ticket #883107 — Payment declined (auto-generated)
Order ORD-2026-118840 · Invoice INV-44817-B · Plan: Summer Sale annual
Card entered: 4539 1488 0343 6461 (rejected by the form: checksum)
Tax ID field: 912-44-0871 (rejected: not a valid SSN area)
Bank account entered: DE45 1698 9352 1190 8893 54 (rejected: check digits)
Client build 4.2.118.7, SDK 10.3.0.255, browser Chrome 131
One-time code sent by SMS: your code is 731904 (expires in 10 minutes)
Retry scheduled for Monday 30 November at 09:00 UTC. Tracking 1Z 999 AA1 01 2345 6784 is unrelated.
Status: waiting on customer. Macro applied: "Card declined – check number".`),
];

export const HELDOUT_C_1_NEGATIVES: ReadonlySet<string> = negatives;
