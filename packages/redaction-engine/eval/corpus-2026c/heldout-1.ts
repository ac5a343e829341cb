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
Our webshop stock sync stopped at 2:14am AEST and the integration user shows a last login from [[IPV4|203.47.118.26]], which isn't us. Rocky start to the week! Can someone ring me on [[PHONE_E164|0438 271 906]] or the shop line [[PHONE_E164|(03) 9416 2287]]? Please don't email our bookkeeper [[PERSON|Heath Morrow]], he's on leave till Monday.
Cheers, [[PERSON|Brooke]]

-- Internal note ([[PERSON|dale pinto]], Tier 2) --
Rotated the API token and blocked the IP. Customer is on the Growth plan, renewal 01/03/2027, paid by Amex [[CREDIT_CARD|3794 385195 09926]] (she read the full number out on the call, masked in billing). Looped in [[PERSON|Priya Ramaswamy]] from Security; she'll call [[PERSON|Brooke]] back before 4pm.`,
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
10:09 [[PERSON|rohit.bansal]]: ok. aur customer [[PERSON|Devendra Chauhan]] ka KYC stuck hai, PAN [[NATIONAL_ID|KFEPC3048C]], ticket mein daal diya
10:10 [[PERSON|sunny arora]]: 👍 rollback done, monitoring`,
  // 4 WhatsApp chat, Spanish (Mexico) [MX]
  `[12/11/26, 18:03] [[PERSON|Lupita Ibarra]]: Hola [[PERSON|Chuy]], ¿ya te pagó don [[PERSON|Ramiro]] lo de la mudanza?
[12/11/26, 18:05] [[PERSON|chuy barragán]]: Todavía no 😩 dice que el viernes. Su cel es [[PHONE_E164|33 1842 7765]] por si le quieres marcar
[12/11/26, 18:06] [[PERSON|Lupita Ibarra]]: va. Le escribo a su hija [[PERSON|Azucena]], trabaja en [[ORG|Abarrotes La Esperanza]]
[12/11/26, 18:08] [[PERSON|chuy barragán]]: ok. Ojo, la CLABE que me pasó es 012 180 01557382946 1, no la confundas con la de [[ORG|Mudanzas Ágiles del Bajío S.A. de C.V.]]
[12/11/26, 18:10] [[PERSON|Lupita Ibarra]]: jaja ya. Mañana te marco al fijo [[PHONE_E164|33 3615 2290]]
[12/11/26, 18:11] [[PERSON|chuy barragán]]: sale, no hay esperanza de que pague antes 🙃`,
  // 5 support ticket with internal note, German (Switzerland) [CH]
  `Ticket 2026-11-0871 · Kanal: Telefon · Status: offen
Kundin: Frau [[PERSON|Regula Inäbnit-Schürch]], [[ORG|Praxis Inäbnit]], Thun
Rückruf: [[PHONE_E164|033 222 41 87]] / mobil [[PHONE_E164|079 513 86 02]]
E-Mail: [[EMAIL|r.inaebnit@praxis-inaebnit.ch]]

Frau [[PERSON|Inäbnit]] meldet, dass die Lastschrift an die [[ORG|Alpstein Treuhand AG]] seit Oktober scheitert. Belastungskonto [[IBAN|CH60 4603 0458 0726 1800 3]] bei der [[ORG|Gantrisch Regionalbank]]. Sie ist verärgert, weil sie schon dreimal angerufen hat.

Interne Notiz von [[PERSON|Beat Zwahlen]] (2nd Level): Mandat neu erfasst. Geburtsdatum der Kontoinhaberin zur Verifizierung: [[DATE_OF_BIRTH|03.06.1971]]. Rückmeldung an Kundin bis Mittwoch; [[PERSON|Zwahlen]] übernimmt.`,
  // 6 e-mail, Japanese [JP]
  `件名：見積書送付のご案内（No. Q-26-1147）
差出人：[[PERSON|沢渡 沙耶]] <[[EMAIL|s.sawatari@kurobe-seiki.co.jp]]>
宛先：[[ORG|株式会社ミナトロジテック]] 購買部 [[PERSON|岡田 拓海]] 様

[[PERSON|岡田]]様

いつもお世話になっております。[[ORG|黒部精機株式会社]]の[[PERSON|沢渡]]です。
ご依頼のベアリング部品の見積書をお送りいたします。ご不明点は直通 [[PHONE_E164|076-432-8815]]、または携帯 [[PHONE_E164|090-3826-4417]] までご連絡ください。
なお、弊社営業の[[PERSON|春日 亮]]（[[PERSON|かすが りょう]]）が来週火曜日に御社へ伺います。

――――――――――
[[ORG|黒部精機株式会社]] 営業部
[[PERSON|沢渡 沙耶]]
[[URL|https://www.kurobe-seiki.co.jp]]`,
  // 7 WeChat group chat, Chinese [CN]
  `微信群「深圳湾项目组」
[[PERSON|王梓涵]]：@[[PERSON|陈一鸣]] 明天的验收会改到下午三点了
[[PERSON|陈一鸣]]：收到。[[ORG|海蓝科技有限公司]]的[[PERSON|邝]]工来吗？
[[PERSON|王梓涵]]：来，[[PERSON|邝振宇]]说他十点到。电话 [[PHONE_E164|139 2846 7051]]
[[PERSON|陈一鸣]]：好的，合同上的收款账号我再核对一下，别像上次那样填错了
[[PERSON|小周]]：发票已经寄给[[ORG|华南精密仪器（深圳）有限公司]]财务部了，[[ORG|顺丰]]单号 SF1402758836291
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
للاستفسار يرجى التواصل مع السيدة [[PERSON|مريم الشامسي]] على الرقم [[PHONE_E164|+971 50 418 2276]] أو هاتف المكتب [[PHONE_E164|04 339 7952]].

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
  `[[PERSON|CHIDINMA BLESSING OKONKWO-ADEBAYO]]
Lekki Phase 1, Lagos · [[PHONE_E164|+234 803 712 4459]] · [[EMAIL|chidinma.okonkwo@gmail.com]] · [[URL|linkedin.com/in/chidinma-oa]]
Date of Birth: [[DATE_OF_BIRTH|14th February 1993]]

PROFILE
Chartered accountant with eight years in audit and fintech; a blessing to any finance team, my referees say.

EXPERIENCE
Finance Manager, [[ORG|Kudiwave Payments Limited]], Lagos (2022–present)
Senior Associate, Audit, [[ORG|Adeyemi Okafor & Co.]] (2017–2022)
Youth service year (NYSC), [[ORG|Federal Inland Revenue Service]], Enugu (2016)

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
  // 21 support ticket with internal note, Indonesian [ID]
  `Tiket #ID-20931 · Prioritas: Tinggi · Kanal: Email
Pelapor: [[PERSON|Rahmat Hidayatullah]] <[[EMAIL|rahmat.h@sumberjaya-logistik.co.id]]>
Perusahaan: [[ORG|PT Sumber Jaya Logistik Nusantara]]

Selamat siang,
Sejak Senin aplikasi gudang kami tidak bisa login, muncul pesan "akses ditolak dari [[IPV4|36.88.141.19]]". Mohon dibantu secepatnya karena pengiriman ke [[ORG|PT Anugerah Retail Indonesia Tbk]] tertunda. Bisa hubungi saya di [[PHONE_E164|0812-8834-2716]] atau kantor [[PHONE_E164|(021) 5790 3348]].
Terima kasih,
[[PERSON|Rahmat]]

--- Catatan internal ([[PERSON|Dewi Lestari Anggraini]]) ---
Sudah telepon Pak [[PERSON|Rahmat]]. IP kantor mereka kena blokir otomatis. Sudah dibuka, minta Ibu [[PERSON|Sekar]] dari tim jaringan memantau sampai Jumat.`,
  // 22 e-mail with quoted reply, Portuguese (Brazil) [BR]
  `De: [[PERSON|Thiago Albuquerque Nogueira]] <[[EMAIL|thiago.nogueira@ipe-amarelo.com.br]]>
Para: [[PERSON|Larissa Quintela]] <[[EMAIL|larissa@quintela.adv.br]]>
Assunto: RE: Contrato de locação – sala 1204

Oi [[PERSON|Larissa]],
Segue o comprovante. O depósito caução foi feito pela [[ORG|Ipê Amarelo Participações Ltda.]] na conta [[IBAN|BR53 3108 7047 4464 9830 8401 166P 1]]. Se precisar, meu celular é [[PHONE_E164|(11) 98734-2106]].
Abraço,
[[PERSON|Thiago]]

Em ter., 17 de nov. de 2026 às 15:22, [[PERSON|Larissa Quintela]] escreveu:
> [[PERSON|Thiago]], boa tarde! O síndico, Sr. [[PERSON|Valdir Rezende]], pediu o comprovante até sexta. Pode enviar? Qualquer coisa ligue no escritório, [[PHONE_E164|(11) 3061-4478]].
> [[PERSON|Larissa Quintela]] – [[ORG|Quintela & Moraes Advogados]]`,
  // 23 Discord chat, English, lower-case handles and names that are words [US]
  `#server-admin  (Discord)
[[PERSON|rusty_okafor]] — Today at 19:02
yo the minecraft box at [[IPV4|45.61.170.82]] is lagging again
[[PERSON|wren]] — Today at 19:03
rusty hinges on my door are quieter than that server lol. checking
[[PERSON|wren]] — Today at 19:06
ram is maxed. [[PERSON|cash]] did u install that mod pack again
[[PERSON|cashmere.lopez]] — Today at 19:07
maybe 😅 rolling back to 1.20.4 now
[[PERSON|rusty_okafor]] — Today at 19:08
also [[PERSON|ginger]] says the donations page [[URL|ko-fi.com/blockhaven]] shows her old email
[[PERSON|wren]] — Today at 19:10
ill fix. it's [[EMAIL|ginger.abernathy@protonmail.com]] now right?
[[PERSON|ginger]] — Today at 19:11
yep ty [[PERSON|wren]] 🧡 no cash needed this month btw`,
  // 24 e-mail with quoted reply, French (France) [FR]
  `De : [[PERSON|Aurélie Vasseur-Kerbrat]] <[[EMAIL|a.vasseur@menuiserie-kerbrat.fr]]>
À : [[PERSON|Grégoire Lanthier]]
Objet : Re: Acompte chantier rue des Tanneurs

Bonjour M. [[PERSON|Lanthier]],

Merci pour votre retour. L'acompte de 2 400 € est à verser sur le compte de la [[ORG|Menuiserie Kerbrat SARL]] : [[IBAN|FR78 9022 9723 6707 5891 7836 575]]. Notre comptable, Mme [[PERSON|Solenn Le Gall]], vous enverra la facture. Vous pouvez la joindre au [[PHONE_E164|02 98 43 61 27]].

Bien à vous,
[[PERSON|Aurélie Vasseur-Kerbrat]]

> Le 18 nov. 2026 à 08:47, [[PERSON|Grégoire Lanthier]] a écrit :
> Madame, j'accepte le devis n° D-2026-078. Merci de m'indiquer les modalités de paiement. Mon portable : [[PHONE_E164|06 71 38 24 95]].`,
  // 25 website live chat, English (US), card and SSN [US]
  `Live chat transcript · [[ORG|Harborline Credit Union]] · 11/21/2026
Agent [[PERSON|Tamika Greer]] joined the chat.
[[PERSON|Tamika Greer]]: Hi, thanks for contacting us! Who am I speaking with?
Visitor: hi this is [[PERSON|sterling hayes]], my debit card got declined at the pharmacy
[[PERSON|Tamika Greer]]: Sorry to hear that, [[PERSON|Sterling]]. For verification, can you confirm the last 4 of your SSN and your date of birth?
Visitor: ssn is [[SSN|161-53-4201]] and dob [[DATE_OF_BIRTH|March 9, 1986]]
[[PERSON|Tamika Greer]]: Please never send the full number in chat! I've masked it. The card ending 2536 was locked after a fraud alert.
Visitor: oh ok. the card is [[CREDIT_CARD|4789 7313 1359 2536]] if that helps
[[PERSON|Tamika Greer]]: Thank you, I've unlocked it. A sterling example of patience, [[PERSON|Sterling]] 🙂 You can also call us at [[PHONE_E164|(207) 846-3391]].`,
  // 26 support ticket, Italian [IT]
  `Ticket n. IT-66812 · Priorità: media · Canale: telefono
Cliente: [[ORG|Oleificio Fratelli Scarcigno S.r.l.]], Bitonto
Referente: dott.ssa [[PERSON|Rosaria Scarcigno]], tel. [[PHONE_E164|080 371 4426]], cell. [[PHONE_E164|347 812 6690]]
PEC: [[EMAIL|amministrazione@pec.oleificioscarcigno.it]]

Descrizione: la fattura elettronica FE/2026/1182 risulta scartata dallo SdI per codice destinatario errato. Il pagamento era già stato disposto sull'IBAN [[IBAN|IT44 K818 3225 1217 1270 8586 089]] della [[ORG|Banca Popolare del Tavoliere]].

Nota interna di [[PERSON|Matteo Guarnieri]]: parlato con la dott.ssa [[PERSON|Scarcigno]], corretto il codice destinatario e reinviato. Se lo scarto si ripete, coinvolgere [[PERSON|Chiara Bellomo]] del team fiscale.`,
  // 27 e-mail, Polish [PL]
  `Od: [[PERSON|Krzysztof Wąsowicz]] <[[EMAIL|k.wasowicz@drewmet-bud.pl]]>
Do: [[EMAIL|biuro@zieleniec-nieruchomosci.pl]]
Temat: Zaległa płatność za fakturę FV/11/2026/207

Szanowna Pani [[PERSON|Agnieszko]],

przypominam o płatności za fakturę FV/11/2026/207 na kwotę 12 480,00 zł dla [[ORG|Drewmet-Bud Sp. z o.o.]]. Numer rachunku: [[IBAN|PL19 8177 4946 0217 6428 4371 5908]].
W razie pytań proszę o kontakt z naszą księgową, panią [[PERSON|Bożeną Kurzawą]], tel. [[PHONE_E164|22 651 38 04]], lub ze mną: [[PHONE_E164|601 284 937]].

Z poważaniem
[[PERSON|Krzysztof Wąsowicz]]
Kierownik budowy`,
  // 28 WhatsApp chat, Hindi (Devanagari) and English [IN]
  `[19/11/2026, 20:41] [[PERSON|अनुराधा सिंह]]: भैया, बैंक वालों ने आधार नंबर माँगा है KYC के लिए
[19/11/2026, 20:43] [[PERSON|vikas singh]]: अपना भेज दो, मेरा नहीं 😄 [[NATIONAL_ID|5882 2199 6942]] मेरा है, गलती से मत डालना
[19/11/2026, 20:44] [[PERSON|अनुराधा सिंह]]: हाहा ok. और [[ORG|Sahyadri Co-operative Bank]] वाले [[PERSON|Mhatre]] ji का number दो
[19/11/2026, 20:46] [[PERSON|vikas singh]]: [[PHONE_E164|+91 91672 40385]]. branch landline [[PHONE_E164|020 2553 8417]]
[19/11/2026, 20:47] [[PERSON|अनुराधा सिंह]]: thanks भैया 🙏 कल माँ को भी ले जाऊँगी
[19/11/2026, 20:48] [[PERSON|vikas singh]]: ok, [[PERSON|दीपक]] को बोल देना गाड़ी ले आए`,
  // 29 support ticket with internal note, Swahili-English (Kenya) [KE]
  `Ticket #KE-4471 · Channel: WhatsApp Business · Priority: High
Customer: [[PERSON|Wanjiru Kamau-Otieno]], [[ORG|Mama Shiru Groceries]], Githurai
Phone: [[PHONE_E164|0722 416 839]] · Alt: [[PHONE_E164|0110 248 573]]

Habari, nimelipa kodi ya POS machine kupitia M-Pesa Paybill lakini haijaonyesha kwenye account. Transaction code SKL4H2M9QX, amount KES 3,500. Please help, my shop cannot take cards since Friday. Asante sana.

--- Internal note ([[PERSON|Brian Kiprono]], Nairobi support) ---
Called Mama [[PERSON|Shiru]]. Payment reached [[ORG|Tujenge Payments Ltd]] but was matched to the wrong till. Asked [[PERSON|faith wambui]] in reconciliations to move it. Also reminded customer not to share her PIN, she read it to me over the phone. Follow-up Monday, office line [[PHONE_E164|020 764 1182]].`,
  // 30 clinical discharge letter, English (UK), NHS number and NINO [GB]
  `[[ORG|Ashgrove General Hospital NHS Trust]] — Discharge Letter
Patient: [[PERSON|Rowan Pettifer]]   DOB: [[DATE_OF_BIRTH|02/11/1949]]   NHS No: [[MRN|577 911 0255]]
NI number (for benefits form): [[NATIONAL_ID|EM 97 81 00 C]]
Consultant: Dr [[PERSON|Imogen Haskell]], Respiratory Medicine
GP: Dr [[PERSON|Faisal Lakhani]], [[ORG|Bramble Lane Surgery]]

Dear Dr [[PERSON|Lakhani]],
Mr [[PERSON|Pettifer]], 77, was admitted on 12/11/2026 with an infective exacerbation of COPD. He received prednisolone 30 mg and doxycycline, and was weaned off oxygen by day 4. Inhalers changed to Trelegy Ellipta. He lives with his wife [[PERSON|Hazel Pettifer]], who can be reached on [[PHONE_E164|01392 447 281]].
Please review in 2 weeks and repeat spirometry in 6.
Yours sincerely, Dr [[PERSON|I. Haskell]]`,
  // 31 bank statement, Spanish (Spain) [ES]
  `[[ORG|Caja Rural del Alto Aragón]] · Extracto de cuenta · Noviembre 2026
Titular: [[PERSON|Iñaki Etxeberria Lasa]]
Cotitular: [[PERSON|Begoña Urrutia Goñi]]
IBAN: [[IBAN|ES46 9906 7840 4384 2012 2350]]

Fecha   Concepto                                           Importe (€)
03/11   Nómina [[ORG|Talleres Mecánicos Oroz S.L.]]                 +2.184,60
04/11   Recibo [[ORG|Iberdrola Clientes S.A.U.]]                   -78,12
07/11   Bizum de [[PERSON|Ane Lasa]] "cena cumple"                  +35,00
10/11   Transferencia a [[PERSON|Xabier Goñi Arregui]] [[IBAN|ES75 3057 1324 3352 0776 1724]]   -400,00
15/11   Compra tarjeta Visa ****9921 [[ORG|Ferretería Uharte]]       -23,45
22/11   Cuota [[ORG|Club Deportivo Ebro Kayak]]                    -30,00
Saldo final: 5.611,83 €
Atención al cliente: [[PHONE_E164|974 21 86 40]]`,
  // 32 CV (rirekisho), Japanese [JP]
  `履歴書　2026年11月25日現在
ふりがな　[[PERSON|いがらし みずき]]
氏名　　　[[PERSON|五十嵐 瑞希]]
生年月日　[[DATE_OF_BIRTH|1996年9月3日]]生（満30歳）
現住所　〒060-0042 北海道札幌市中央区大通西
電話　[[PHONE_E164|011-251-7734]]　携帯 [[PHONE_E164|070-4418-2953]]
メール　[[EMAIL|mizuki.igarashi.96@gmail.com]]

学歴・職歴
2018年3月　[[ORG|北海道大学]] 農学部 卒業
2018年4月　[[ORG|株式会社雪原フーズ]] 入社（品質管理部）
2023年10月　[[ORG|サッポロ乳業合同会社]] 転職（商品開発）現在に至る

資格　食品衛生責任者、TOEIC 845点
本人希望記入欄　勤務地は札幌市内を希望します。
推薦者　元上司 [[PERSON|高森 義人]] 部長（[[ORG|株式会社雪原フーズ]]）`,
  // 33 e-mail, English (Singapore) [SG]
  `From: [[PERSON|Jolene Tan Hui Min]] <[[EMAIL|jolene.tan@merlionpack.com.sg]]>
To: [[PERSON|Ravi Shankar Pillai]]
Cc: [[PERSON|Ong Kah Wai]]
Subject: Delivery to Tuas warehouse – change of contact

Hi [[PERSON|Ravi]],

Please note that from Monday our receiving contact at Tuas is [[PERSON|Muhammad Irfan bin Rosli]] ([[PHONE_E164|+65 9127 4680]]), replacing [[PERSON|Kah Wai]], who moves to our Johor plant. Invoices should still go to [[ORG|Merlion Packaging Pte. Ltd.]], attn. Accounts, or call the office at [[PHONE_E164|6862 3175]].

[[ORG|Straits Cold Chain Solutions]] will send the updated pallet schedule by Friday.

Thanks and regards,
[[PERSON|Jolene]]`,
  // 34 Slack chat, English (US), names that are words next to the same words [US]
  `#design-team (Slack)
[[PERSON|Hope Castellanos]]  9:31 AM
morning all. I hope the hotfix went out? the banner still says "Spring Sale"
[[PERSON|Lark Bishop]]  9:33 AM
it did, cache is stubborn. [[PERSON|Bishop]] here btw is me, not the chess piece in the new icon set lol
[[PERSON|Cash Delgado]]  9:34 AM
re icons: the "cash" glyph and the "ginger root" glyph still collide on mobile
[[PERSON|Hope Castellanos]]  9:35 AM
[[PERSON|Cash]] can you pair with [[PERSON|Ginger]] on that today?
[[PERSON|Ginger Oyelaran]]  9:36 AM
sure, 2pm. also client [[PERSON|Harper Vance]] from [[ORG|Tidewater Outfitters Inc.]] wants a call, her cell is [[PHONE_E164|(843) 729-5510]]
[[PERSON|Lark Bishop]]  9:37 AM
i'll take it. there's little hope she likes the teal though 😬`,
  // 35 support ticket with internal memo, Korean [KR]
  `문의번호 #KR-30217 · 채널: 1:1 문의 · 우선순위: 보통
고객명: [[PERSON|윤서진]] / [[ORG|주식회사 한빛소프트랩]]
연락처: [[PHONE_E164|010-4827-3196]] / 회사 [[PHONE_E164|031-719-2284]]
이메일: [[EMAIL|seojin.yoon@hanbitsoftlab.kr]]

안녕하세요. 지난달 청구서에 라이선스 20개가 이중으로 청구되었습니다. 결제는 법인카드 [[CREDIT_CARD|5243 9138 1097 8692]]로 했고, 담당 회계사 [[PERSON|남궁 현우]] 님이 확인해 주셨습니다. 환불 부탁드립니다.

[내부 메모 – [[PERSON|오지훈]]] 고객님께 전화 드림. 결제 대행사 [[ORG|케이페이먼츠]]에 취소 요청함. [[PERSON|서진]] 님께 영업일 기준 3일 내 환불 안내. 회계사님 이메일 [[EMAIL|hyunwoo.namgung@daon-cpa.kr]]로 영수증 발송 예정.`,
  // 36 e-mail with quoted reply, English (Ireland) [IE]
  `From: [[PERSON|Niamh Ó Dálaigh]] <[[EMAIL|niamh.odalaigh@corribcrafts.ie]]>
To: [[PERSON|Cathal Brannigan]]
Subject: Re: Stall at the Christmas market

Hi [[PERSON|Cathal]],
Grand, we'll take the corner stall. The fee will come from the [[ORG|Corrib Crafts Cooperative]] account, [[IBAN|IE39 BOFI 0510 8973 6204 22]]. Could you send the receipt to our treasurer, [[PERSON|Fintan Mulcahy]]? His number is [[PHONE_E164|+353 87 319 6624]].
Sláinte,
[[PERSON|Niamh]]

On Thu 19 Nov, [[PERSON|Cathal Brannigan]] <[[EMAIL|cathal@galwaymarkets.ie]]> wrote:
> Dear [[PERSON|Niamh]], there's one corner stall left for the 12-13 December weekend, €180. Ring the office on [[PHONE_E164|(091) 563 208]] if you'd rather pay by card. [[PERSON|Cathal]], [[ORG|Galway Markets CLG]]`,
  // 37 Teams chat, German (Germany) [DE]
  `Teams – Gruppenchat „Umzug Hamburg"
[[PERSON|Friederike Hansen-Olbrich]] 08:55
Moin! Die Spedition [[ORG|Elbtrans Möbellogistik GmbH & Co. KG]] kommt am Donnerstag um 7 Uhr.
[[PERSON|Lennart Vosskamp]] 08:57
Super. Wer ist dort Ansprechpartner?
[[PERSON|Friederike Hansen-Olbrich]] 08:58
Herr [[PERSON|Ostendorf]], [[PHONE_E164|040 8537 2914]] oder mobil [[PHONE_E164|0171 4936627]]
[[PERSON|Lennart Vosskamp]] 09:01
Danke. Die Anzahlung geht an [[IBAN|DE69 9731 1429 5372 5532 66]], oder? Steht so in der Auftragsbestätigung AB-26-0412.
[[PERSON|Friederike Hansen-Olbrich]] 09:02
Genau. [[PERSON|Frank]] aus der Buchhaltung gibt heute frei, ganz frank und frei gesagt: hoffentlich vor der Mittagspause 😅`,
  // 38 support ticket, English and French (Canada) [CA]
  `Ticket #CA-77120 · Language: EN/FR · Priority: Normal
Requester: [[PERSON|Geneviève Thibodeau]] <[[EMAIL|g.thibodeau@erabledor.ca]]>
Company: [[ORG|Érable d'Or Distribution Inc.]], Saint-Hyacinthe QC

Bonjour, our EDI feed to [[ORG|Provigo]] has rejected 14 invoices since Tuesday (error 997-R). Pourriez-vous vérifier la configuration? You can call me at [[PHONE_E164|(450) 771-3048]], poste 22, or my cell [[PHONE_E164|514-629-8813]].
Merci,
[[PERSON|Geneviève]]

-- Internal note ([[PERSON|Owen MacIsaac]], Halifax) --
Mapping for the invoice segment broke after the 7.3.0.12 release. Fix deployed. Told Mme [[PERSON|Thibodeau]]; [[PERSON|Priyanka Dhaliwal]] will monitor the next batch.`,
  // 39 e-mail, Traditional Chinese (Taiwan) [TW]
  `寄件者：[[PERSON|林佩蓉]] <[[EMAIL|peijung.lin@yushan-bio.com.tw]]>
收件者：[[PERSON|張家豪]] 經理
主旨：樣品寄送與付款確認

[[PERSON|張]]經理您好，
[[ORG|玉山生技股份有限公司]]已於今日寄出第二批樣品，預計週四送達貴公司。
貨款請匯入本公司帳戶，匯款後請通知會計[[PERSON|黃筱婷]]小姐，分機 315，電話 [[PHONE_E164|(02) 2758-3164]]。
如有任何問題，歡迎來電我的手機 [[PHONE_E164|0935-218-476]]。

敬祝 商祺
[[PERSON|林佩蓉]]
業務部 副理`,
  // 40 bank statement, English (India), Aadhaar and PAN [IN]
  `[[ORG|Konkan Mercantile Co-operative Bank Ltd]] · Statement of Account
Name: [[PERSON|Shraddha Vinayak Pednekar]]   Customer ID 40918822
PAN: [[NATIONAL_ID|VHMPP3942A]]   Aadhaar (KYC): [[NATIONAL_ID|2943 0423 6101]]
A/c No. 004512000188731   IFSC KMCB0000451   Branch: Dadar (W), Mumbai
Period: 01-Oct-2026 to 31-Oct-2026

01-10  NEFT CR [[ORG|Vasudha Pharma Pvt Ltd]] SALARY         1,12,450.00 CR
04-10  UPI/[[PERSON|rekha pednekar]]/rent share                  15,000.00 CR
08-10  ACH DR [[ORG|Tata AIG General Insurance Company Limited]]  8,640.00 DR
12-10  POS [[ORG|Shree Ganesh Medicals]]                          1,285.50 DR
19-10  IMPS [[PERSON|Amol Joshi]] 9xxxxxx841                      5,000.00 DR
Closing balance: 2,38,117.35 CR
Branch phone: [[PHONE_E164|022 2430 7715]]`,
  // 41 support ticket, three-message thread, English (South Africa) [ZA]
  `Ticket #ZA-30558 · Product: Fleet tracker · Status: Pending customer
--- Message 1, from [[PERSON|Thandeka Mokoena-Dlamini]] <[[EMAIL|thandeka@ubuntu-couriers.co.za]]>, Mon 16 Nov 08:14
Morning, three of our bakkies stopped reporting since load shedding on Sunday. Units KZN-14, KZN-19 and GP-02. Please call me on [[PHONE_E164|082 614 3907]].
--- Message 2, from agent [[PERSON|Pieter van Rooyen]], Mon 16 Nov 10:02
Hi [[PERSON|Thandeka]], the units lost their SIM sessions. I've asked our network partner [[ORG|Sibanye Telematics (Pty) Ltd]] to reset them. Can you confirm the depot landline is still [[PHONE_E164|031 307 5528]]?
--- Message 3, from [[PERSON|Thandeka Mokoena-Dlamini]], Mon 16 Nov 11:40
Yes it is. KZN-14 is back, the other two not yet. Our ops manager [[PERSON|Sipho Mabuza]] is at the depot until 4, ask for him. Invoices still go to [[ORG|Ubuntu Couriers CC]], not the old name.
--- Internal note ([[PERSON|Pieter van Rooyen]]): escalated to L2, [[PERSON|Charmaine Fourie]] owns it.`,
  // 42 e-mail, Arabic (Saudi Arabia) [SA]
  `من: [[PERSON|فيصل بن عبدالله القحطاني]] <[[EMAIL|f.alqahtani@rawabi-contracting.sa]]>
إلى: م. [[PERSON|نورة السبيعي]]
الموضوع: دفعة المستخلص الثالث – مشروع حي النرجس

الأستاذة [[PERSON|نورة]] المحترمة،
السلام عليكم ورحمة الله وبركاته،
نفيدكم بأن [[ORG|شركة روابي المقاولات المحدودة]] أصدرت المستخلص رقم 3 بقيمة 412,500 ريال. نرجو التحويل إلى الحساب [[IBAN|SA50 8388 0344 5974 0521 7170]] لدى [[ORG|بنك الجزيرة العربية]].
لأي استفسار يمكنكم التواصل مع المحاسب [[PERSON|ياسر الدوسري]] على الجوال [[PHONE_E164|055 318 4762]] أو الهاتف [[PHONE_E164|011 482 6190]].

وتقبلوا تحياتنا،
[[PERSON|فيصل القحطاني]]
مدير المشاريع`,
  // 43 Telegram chat, Russian, transliterated lower-case handles [RU]
  `Telegram · «Дача Рощино» 🏡
[[PERSON|vanya_sokolov]], [21.11.2026 10:03]
всем привет! кто в субботу едет? [[PERSON|Лёша]], ты с машиной?
[[PERSON|Алексей Зуев]], [21.11.2026 10:05]
да, могу взять двоих. [[PERSON|Маринка]] едет?
[[PERSON|marina.kuznetsova]], [21.11.2026 10:09]
еду! только скиньте номер сторожа, старый не отвечает
[[PERSON|vanya_sokolov]], [21.11.2026 10:11]
[[PERSON|Геннадий Петрович]], [[PHONE_E164|+7 911 273-48-16]]. и за электричество надо перевести [[ORG|СНТ «Рощинские Зори»]], 1 800 ₽ с участка
[[PERSON|Алексей Зуев]], [21.11.2026 10:12]
кидай реквизиты. и напомни [[PERSON|Вере Павловне]] про ключи
[[PERSON|marina.kuznetsova]], [21.11.2026 10:14]
вера в ключи у меня слабая 😂 сама позвоню ей на домашний [[PHONE_E164|8 (813) 783-21-54]]`,
  // 44 clinical letter (Arztbrief), German (Austria) [AT]
  `[[ORG|Landesklinikum Waldviertel-Zwettl]] · Abteilung für Innere Medizin
Pat.-Nr.: [[MRN|LKZ-20418873]]
Patientin: [[PERSON|Hildegard Pöchhacker]], geb. [[DATE_OF_BIRTH|17.09.1944]]
Aufenthalt: 09.11.2026 – 16.11.2026

Sehr geehrte Frau Kollegin Dr. [[PERSON|Amstätter]],

wir berichten über Ihre Patientin, die mit einer dekompensierten Herzinsuffizienz (NYHA III) aufgenommen wurde. Unter Furosemid i.v. Gewichtsabnahme von 4,2 kg. Entlassungsmedikation: Entresto 49/51 mg 1-0-1, Bisoprolol 2,5 mg 1-0-0, Dapagliflozin 10 mg.
Kontrolle in der Herzinsuffizienz-Ambulanz in 4 Wochen. Angehörige: Sohn [[PERSON|Florian Pöchhacker]], Tel. [[PHONE_E164|0664 381 2975]].

Mit kollegialen Grüßen
OA Dr. [[PERSON|Reinhold Gschwandtner]]
Univ.-Prof. Dr. [[PERSON|Elisabeth Koller-Brandl]], Abteilungsvorständin
Rückfragen: [[PHONE_E164|02822 504 4217]]`,
  // 45 CV, Chinese (mainland) [CN]
  `个人简历
姓名：[[PERSON|欧阳静怡]]　　性别：女　　出生日期：[[DATE_OF_BIRTH|1993年11月7日]]
电话：[[PHONE_E164|186 2017 5483]]　　邮箱：[[EMAIL|jingyi.ouyang@163.com]]
个人主页：[[URL|jingyi-ouyang.github.io]]

教育背景
2011–2015　[[ORG|华中科技大学]]　软件工程　本科

工作经历
2015–2019　[[ORG|武汉云帆信息技术有限公司]]　后端开发工程师
　· 负责支付系统，日处理订单 30 万笔
2019–至今　[[ORG|杭州青禾数据科技有限公司]]　高级架构师
　· 主导数据平台迁移，带领 8 人团队

技能：Java、Go、Kafka、Kubernetes
证明人：[[PERSON|郑凯]]（前直属上级，[[PHONE_E164|0571 8763 2409]]）`,
  // 46 support ticket with internal note, Turkish [TR]
  `Destek Talebi #TR-58820 · Öncelik: Yüksek · Kanal: Telefon
Müşteri: [[ORG|Kapadokya Balon Turizm Ltd. Şti.]]
İlgili kişi: Sayın [[PERSON|Cemile Yıldırımtürk]], tel. [[PHONE_E164|(0384) 271 54 36]], cep [[PHONE_E164|0541 738 26 90]]
E-posta: [[EMAIL|cemile@kapadokyabalon.com.tr]]

Rezervasyon sitemiz dün akşamdan beri açılmıyor, hata kodu 503. Hafta sonu 40 yolcumuz var. Acil dönüş bekliyoruz.

İç not ([[PERSON|Burak Eşref Güngör]]): Sunucu [[IPV4|185.74.212.9]] disk dolmuş. Temizlik yapıldı, site açıldı. [[PERSON|Cemile]] Hanım'a bilgi verildi. Fatura konusu için [[PERSON|Gülşen]] Hanım'a ([[ORG|Ürgüp Muhasebe]]) yönlendirdim.`,
  // 47 e-mail, Portuguese (Portugal) [PT]
  `De: [[PERSON|Inês Carvalhal Mourão]] <[[EMAIL|ines.mourao@quintadoescoural.pt]]>
Para: [[EMAIL|reservas@hotelribeiradouro.pt]]
Assunto: Pagamento do grupo – vindimas 2027

Exmos. Senhores,
Confirmo a reserva de 12 quartos em nome da [[ORG|Quinta do Escoural, Lda.]] para 9–12 de setembro de 2027. O sinal de 30 % foi transferido a partir da conta [[IBAN|PT54 9387 7601 6292 6839 5107 7]].
O nosso enólogo, Eng. [[PERSON|Duarte Sequeira]], chegará um dia antes. Pode contactá-lo pelo [[PHONE_E164|912 384 075]]; eu estou no [[PHONE_E164|259 418 362]] durante a tarde.

Com os melhores cumprimentos,
[[PERSON|Inês Mourão]]
Diretora Comercial`,
  // 48 LINE chat, Japanese [JP]
  `LINE「経理チーム」
[[PERSON|さくら]] 10:12 [[PERSON|籾山]]さん、[[ORG|株式会社アオバ商事]]の請求書って届きました？
[[PERSON|籾山 航平]] 10:14 まだです💦 先方の[[PERSON|藤井]]さんに確認します
[[PERSON|さくら]] 10:15 お願いします！電話は [[PHONE_E164|03-5412-6093]] です
[[PERSON|籾山 航平]] 10:21 [[PERSON|藤井 亜美]]さんから返信ありました。今日中にメールで送るそうです
[[PERSON|さくら]] 10:22 よかった〜🌸 桜の季節じゃないけど気分は満開です笑
[[PERSON|小野寺 誠]] 10:30 お疲れさまです。支払いは来週月曜でOKです`,
  // 49 credit card statement, English (UK) [GB]
  `[[ORG|Thamesbridge Bank plc]] — Credit Card Statement
Cardholder: Mr [[PERSON|Jasper Oduya-Whitlock]]
Card number: [[CREDIT_CARD|4504 0949 6210 9209]]
Statement date: 14 November 2026     Minimum payment: £25.00

Date     Description                                   Amount
16 Oct   [[ORG|Waitrose]] Clapham                             £62.18
19 Oct   [[ORG|Trainline]]                                    £48.40
23 Oct   [[ORG|The Marylebone Bookshop]]                      £17.99
28 Oct   Payment received – thank you                 -£400.00
02 Nov   [[ORG|Harlow & Finch Opticians]]                     £149.00
07 Nov   Additional card ([[PERSON|Tilly Oduya-Whitlock]]) [[ORG|Deliveroo]]   £23.75

Questions? Call [[PHONE_E164|0345 602 1187]] or, from abroad, [[PHONE_E164|+44 20 3946 7710]].`,
  // 50 support ticket, English (Philippines) [PH]
  `Ticket #PH-12094 · Channel: Facebook Messenger · Priority: Normal
Customer: [[PERSON|Ma. Kristina Dimaculangan]] (FB: [[PERSON|tinay dimaculangan]])
Mobile: [[PHONE_E164|0917 482 6631]]

Good day po! I ordered the rice cooker last 11.11 sale, order no. 2611-884201, but it arrived broken. I already sent photos. Please refund po to my card, or replace, whichever is faster. Salamat!

--- Internal note ([[PERSON|Jerome Balagtas]], Cebu hub) ---
Photos confirm damage in transit by [[ORG|Kalesa Express Logistics Inc.]]. Approved replacement. Told customer via Messenger. Store partner is [[ORG|Bahay Kusina Appliance Center]], contact [[PERSON|Aileen Soriano]], landline [[PHONE_E164|(032) 255 4718]].`,
  // 51 e-mail with quoted reply, Spanish (Argentina) [AR]
  `De: [[PERSON|Facundo Irigoyen]] <[[EMAIL|facundo.irigoyen@bodegalosalamos.com.ar]]>
Para: [[PERSON|Milagros Peralta]]
Asunto: RE: Envío de cajas a Córdoba

Hola [[PERSON|Mili]],
Perfecto, despachamos el martes con [[ORG|Transportes Cuyanos S.R.L.]]. El chofer es [[PERSON|Ramón Quiroga]], su celular [[PHONE_E164|0261 15-472-9183]]. Cualquier cosa llamame a la bodega, [[PHONE_E164|(0261) 498-3317]].
Saludos,
[[PERSON|Facu]]
[[ORG|Bodega Los Álamos S.A.]]

-----Mensaje original-----
De: [[PERSON|Milagros Peralta]] <[[EMAIL|mperalta@vinotecaelmolino.com.ar]]>
Enviado: lunes, 16 de noviembre de 2026 18:40
Che [[PERSON|Facu]], ¿cuándo salen las 60 cajas de malbec para [[ORG|Vinoteca El Molino]]? Necesito avisarle a [[PERSON|Horacio]] en el local.`,
  // 52 WhatsApp chat, Arabic and Arabizi (Egypt) [EG]
  `[22/11/2026, 13:05] [[PERSON|mostafa el-gammal]]: ya [[PERSON|Hoda]], el sabbak gai emta?
[22/11/2026, 13:07] [[PERSON|هدى الشناوي]]: قال الساعة 4. رقمه [[PHONE_E164|010 2648 3197]]
[22/11/2026, 13:08] [[PERSON|mostafa el-gammal]]: tamam. w el fatoora hatedfa3ha men [[ORG|Masr Plumbing Services]] wala kash?
[22/11/2026, 13:10] [[PERSON|هدى الشناوي]]: كاش. وبلغ طنط [[PERSON|سعاد]] إن المية هتتقطع
[22/11/2026, 13:11] [[PERSON|mostafa el-gammal]]: ok. el sabbak esmo eh?
[22/11/2026, 13:12] [[PERSON|هدى الشناوي]]: الأسطى [[PERSON|رمضان]]. بس ما تتصلش على الأرضي [[PHONE_E164|02 2418 5736]] مش بيرد`,
  // 53 OPD clinical note, Hindi-English (India), UHID and Aadhaar [IN]
  `[[ORG|Sanjeevani Multispeciality Hospital]], Indore — OPD Note
UHID: [[MRN|SMH/26/0048817]]    Date: 23-11-2026
Patient: [[PERSON|Ramkali Devi Yadav]]    Age/Sex: 61/F    DOB: [[DATE_OF_BIRTH|01-01-1965]] (as per Aadhaar)
Aadhaar: [[NATIONAL_ID|6134 2200 4412]]   Attendant: son [[PERSON|Pankaj Yadav]], [[PHONE_E164|94250 71836]]

C/o: ghutno mein dard x 6 months, subah stiffness ~20 min. Seedhi chadhne mein takleef.
H/o: DM type 2 on metformin 500 BD, HTN on telmisartan 40 OD.
O/E: B/L knee crepitus, no effusion. BP 138/84.
Impression: B/L OA knee (grade II), DM2 controlled.
Plan: Tab. Paracetamol 650 SOS, physiotherapy 2 weeks, X-ray B/L knee AP/lat. HbA1c.
Review after 2 weeks with reports. — Dr. [[PERSON|Ashutosh Chaturvedi]], MS (Ortho)`,
  // 54 CV, English (New Zealand) [NZ]
  `[[PERSON|Manaia Te Rangi-Whitfield]]
Wellington · [[PHONE_E164|+64 21 864 3207]] · [[EMAIL|manaia.trw@fastmail.com]]
[[URL|github.com/manaia-trw]] · [[URL|manaia.dev]]

SUMMARY
Site reliability engineer with 7 years running payments and public-sector platforms.

EXPERIENCE
Senior SRE, [[ORG|Kōwhai Payments Limited]], Wellington (2022–now)
 - Cut p99 checkout latency from 480 ms to 190 ms; on-call lead for 12 engineers.
SRE, [[ORG|Ministry of Business, Innovation and Employment]] (2019–2022)
Junior Sysadmin, [[ORG|Southern Alps Hosting]], Christchurch (2017–2019)

EDUCATION
BE(Hons) Software, [[ORG|Victoria University of Wellington]], 2016

REFERENCES
[[PERSON|Reuben Kaa]], Head of Platform, [[ORG|Kōwhai Payments Limited]] — [[PHONE_E164|04 978 5521]]`,
  // 55 support ticket with internal note, Dutch (Belgium, Flemish) [BE]
  `Ticket BE-2026-4412 · Kanaal: e-mail · Prioriteit: normaal
Klant: [[ORG|Brouwerij 't Hoppeke BV]], Oudenaarde
Contact: [[PERSON|Wouter Van Damme]] <[[EMAIL|wouter@thoppeke.be]]>, [[PHONE_E164|055 31 84 26]], gsm [[PHONE_E164|0478 62 39 15]]

Dag,
Onze domiciliëring voor het onderhoudscontract werd twee keer uitgevoerd (rekening [[IBAN|BE11 0133 4904 7266]]). Kunnen jullie één bedrag terugstorten? Het gaat om € 312,40.
Met vriendelijke groeten,
[[PERSON|Wouter]]

Interne nota ([[PERSON|Lies Verhaegen]]): dubbele incasso bevestigd, terugbetaling aangevraagd bij [[ORG|Vlaamse Spaarkas]]. [[PERSON|Jan-Pieter]] belt de klant morgen terug.`,
  // 56 e-mail with quoted reply, Greek [GR]
  `Από: [[PERSON|Ειρήνη Καραγιάννη]] <[[EMAIL|eirini.k@olympos-travel.gr]]>
Προς: [[PERSON|Θεόδωρος Μαυρίδης]]
Θέμα: Απ: Κράτηση ομάδας – Μετέωρα

Αγαπητέ κ. [[PERSON|Μαυρίδη]],
σας ευχαριστούμε για την επιβεβαίωση. Η προκαταβολή των 1.250 € μπορεί να κατατεθεί στον λογαριασμό της [[ORG|Όλυμπος Ταξιδιωτική Μ.Ι.Κ.Ε.]] στην [[ORG|Τράπεζα Ηπείρου]]. Για οποιαδήποτε αλλαγή καλέστε τη συνάδελφό μου [[PERSON|Δέσποινα Ρούσσου]] στο [[PHONE_E164|24310 28 417]].
Με εκτίμηση,
[[PERSON|Ειρήνη Καραγιάννη]]

> Στις 20/11/2026, ο/η [[PERSON|Θεόδωρος Μαυρίδης]] έγραψε:
> Κυρία [[PERSON|Καραγιάννη]], επιβεβαιώνω 18 άτομα για 5–7 Δεκεμβρίου. Το κινητό μου είναι [[PHONE_E164|+30 697 482 3105]].`,
  // 57 intentional negative: automated notification e-mail with look-alikes only [US]
  negative(`From: no-reply notifications
Subject: Your monthly usage summary (November 2026)

Hello,
Here is your usage summary for account 88-4410-2917.
- API calls: 1,204,887 (plan limit 2,000,000)
- Build agent 10.0.31.257 reported 14 failed jobs (agent id is not an address)
- Release 3.18.0.2 deployed on Tuesday 17 November
- Card on file: 4000 1234 5678 9011 (please update: failed validation)
- Payout account: GB29 NWBK 6016 1331 9268 18 (rejected: check digits)
- Test SSN used in sandbox: 000-12-3456 and 666-45-1234
- Verification code: 305 118. Never share it.
Invoice INV-2026-11-55821 for USD 412.00 will be charged on 1 December.
Manage notifications in Settings > Alerts. This mailbox is not monitored.`),
  // 58 Teams chat, English (UK) with NINO and extension [GB]
  `Teams – HR Onboarding (group chat)
[[PERSON|Harriet Okonedo]] 14:02
Quick one: new starter [[PERSON|Callum Rafferty]] starts Monday in Leeds. Payroll needs his NI number before Friday.
[[PERSON|Deepak Varma]] 14:04
He sent it this morning: [[NATIONAL_ID|YC 93 47 82 D]]. Old one on the form was QQ 12 34 56 C, that's just the template example.
[[PERSON|Harriet Okonedo]] 14:05
Perfect. Can you ask [[ORG|Moorgate Payroll Services Ltd]] to set him up? Their desk is [[PHONE_E164|0113 496 7281]] ext. 402
[[PERSON|Deepak Varma]] 14:07
Will do. Also [[PERSON|Callum]]'s manager is [[PERSON|Wyn Pritchard]], in case they ask. He's in the Cardiff office, [[PHONE_E164|029 2048 3361]].
[[PERSON|Harriet Okonedo]] 14:08
Ta. Badge photo booked with [[PERSON|reece]] on Monday 9:30.`,
  // 59 support ticket, Vietnamese [VN]
  `Phiếu hỗ trợ #VN-7710 · Mức độ: Cao · Kênh: Zalo
Khách hàng: [[PERSON|Đỗ Hoàng Yến]] – [[ORG|Công ty Cổ phần Thực phẩm Hương Sen]]
Điện thoại: [[PHONE_E164|0903 517 284]] · Email: [[EMAIL|yen.dh@huongsenfood.vn]]

Chào anh chị, hệ thống POS ở chi nhánh Đà Nẵng báo lỗi "không kết nối máy chủ [[IPV4|113.161.72.40]]" từ sáng nay. Nhờ kiểm tra gấp giúp em ạ.

Ghi chú nội bộ ([[PERSON|Vũ Thành Nam]]): đã gọi chị [[PERSON|Yến]]. Máy chủ bị đổi địa chỉ sau khi [[ORG|Viễn thông Miền Trung]] bảo trì. Đã cập nhật cấu hình. Anh [[PERSON|Lâm]] bên kỹ thuật chi nhánh sẽ kiểm tra lại lúc 15:00, số bàn [[PHONE_E164|0236 3821 509]].`,
  // 60 e-mail, English (US) legal intake with a bare SSN [US]
  `From: [[PERSON|Delphine Achterberg]] <[[EMAIL|dachterberg@achterberg-law.com]]>
To: [[PERSON|Roy Kettleman]]
Subject: Estate of [[PERSON|Loretta Kettleman]] – documents needed

Dear [[PERSON|Roy]],

Thank you for meeting with me on Thursday. To open the estate account with [[ORG|First Prairie Bank & Trust]], I still need a certified death certificate and your mother's Social Security number. From the intake form, her SSN is [[SSN|236109480]]; please confirm it against her card. Her date of birth, [[DATE_OF_BIRTH|June 14, 1938]], also needs to match the certificate.

You can reach my paralegal, [[PERSON|Brandy Yoakum]], at [[PHONE_E164|(402) 384-2716]] ext. 14.

Sincerely,
[[PERSON|Delphine Achterberg]]
[[ORG|Achterberg & Sims LLP]]`,
  // 61 bank statement, Thai [TH]
  `[[ORG|ธนาคารสยามพาณิชย์การค้า]] · รายการเดินบัญชี พฤศจิกายน 2569
ชื่อบัญชี: นางสาว[[PERSON|กนกวรรณ ศรีสวัสดิ์]]
เลขที่บัญชี 402-1-88317-5 · สาขา ถนนนิมมานเหมินท์ เชียงใหม่

วันที่    รายการ                                     จำนวนเงิน (บาท)
01/11   เงินเดือน [[ORG|บริษัท ล้านนาซอฟต์ จำกัด]]               +38,500.00
03/11   พร้อมเพย์ โอนให้ [[PERSON|ปิยะพงษ์ แก้วมณี]]            -2,000.00
07/11   ชำระบัตร [[ORG|ร้านกาแฟดอยช้าง]]                        -145.00
15/11   ค่าไฟฟ้า [[ORG|การไฟฟ้าส่วนภูมิภาค]]                    -1,284.36
20/11   รับโอนจาก [[PERSON|มาลี]] ค่าของฝาก                     +650.00
ยอดคงเหลือ 61,927.18 บาท
ติดต่อสาขา [[PHONE_E164|053 218 447]] · คอลเซ็นเตอร์ [[PHONE_E164|02 777 4821]]`,
  // 62 clinical outpatient record, Korean [KR]
  `[[ORG|서초 바른숨내과의원]] 외래 진료기록
등록번호: [[MRN|0048271596]]   환자명: [[PERSON|황보 은지]]   생년월일: [[DATE_OF_BIRTH|1988년 2월 29일]]
진료일: 2026-11-24   담당의: [[PERSON|신동욱]] 교수

주소(CC): 3주간 지속되는 마른기침, 야간 악화
현병력: 감기 후 기침 지속. 흡연력 없음. 반려묘 있음.
진찰: 호흡음 정상, 천명음 없음. SpO2 98%.
평가: 감염후 기침 vs 기침형 천식 의증
계획: 흉부 X선, 폐기능검사(메타콜린). 몬테루카스트 10 mg 2주 처방.
보호자 연락처: 배우자 [[PERSON|문태현]] [[PHONE_E164|010-7264-1938]]
다음 예약: 12월 8일 오전 10시 ([[PHONE_E164|02-2019-4471]])`,
  // 63 CV, Ukrainian [UA]
  `РЕЗЮМЕ
[[PERSON|Ярослава Ковтун-Білоус]]
Львів · [[PHONE_E164|+380 67 318 2475]] · [[EMAIL|yaroslava.kovtun@ukr.net]]
Дата народження: [[DATE_OF_BIRTH|22.05.1991]]

Мета: посада керівника проєктів у сфері логістики.

Досвід роботи
2021 – теперішній час — Керівник проєктів, [[ORG|ТОВ «Галицька Логістична Група»]], Львів
2016 – 2021 — Менеджер з логістики, [[ORG|ПрАТ «Карпатські Мінеральні Води»]]
2014 – 2016 — Асистент, [[ORG|Львівська торгово-промислова палата]]

Освіта
[[ORG|Національний університет «Львівська політехніка»]], магістр, 2014

Рекомендації: [[PERSON|Остап Дмитрович Гаврилюк]], директор, [[PHONE_E164|032 297 4418]]`,
  // 64 support ticket, three-message thread, English (US), names that are words [US]
  `Ticket #US-90341 · Subject: Gift card balance missing · Status: Solved
--- From [[PERSON|Royal Pettaway]] <[[EMAIL|royal.pettaway@yahoo.com]]>, Nov 18, 7:52 PM
My gift card from the Black Friday promo shows $0. It had $150 on it. Card number is on the back, I can send a photo. Also this is the royal runaround, third ticket now!
--- From agent [[PERSON|Page Whitlow]], Nov 19, 9:15 AM
Hi [[PERSON|Royal]], I'm sorry about that. I see the balance was moved to an account under the email [[EMAIL|pettaway.family@gmail.com]]. Is that your wife, [[PERSON|Christmas Pettaway]]? I'll need her OK to move it back. Please turn to page 2 of the form I sent.
--- From [[PERSON|Royal Pettaway]], Nov 19, 11:03 AM
Yes, [[PERSON|Christmas]] is my wife, she says go ahead. Her cell is [[PHONE_E164|(901) 672-4480]].
--- Internal: balance restored by [[PERSON|Page]]; refund code GC-7731-RX. Vendor [[ORG|Blackhawk Network]] notified.`,
  // 65 website live chat, Spanish (Colombia) [CO]
  `Chat en vivo · [[ORG|Cooperativa Financiera Cafetera del Quindío]] · 24/11/2026
[09:02] Sistema: Te atiende [[PERSON|Yuliana Betancur]].
[09:02] [[PERSON|Yuliana Betancur]]: ¡Buenos días! ¿Con quién tengo el gusto?
[09:03] Cliente: buenos días, con [[PERSON|jhon fredy ospina]]
[09:03] [[PERSON|Yuliana Betancur]]: Mucho gusto, don [[PERSON|Jhon Fredy]]. ¿En qué le puedo ayudar?
[09:04] Cliente: me llegó un cobro de [[ORG|Almacenes Tía Rosa S.A.S.]] que no reconozco, con la tarjeta [[CREDIT_CARD|4808 3070 4189 0935]]
[09:06] [[PERSON|Yuliana Betancur]]: Ya bloqueé la tarjeta. Para la reclamación lo llamará mi compañero [[PERSON|Alexánder Montoya]] al [[PHONE_E164|310 472 8816]], ¿es correcto?
[09:06] Cliente: sí, o al fijo [[PHONE_E164|(606) 741 2093]]
[09:07] [[PERSON|Yuliana Betancur]]: Perfecto. Radicado PQR-2026-44817. ¡Que tenga buen día!`,
];

export const HELDOUT_C_1_NEGATIVES: ReadonlySet<string> = negatives;
