/**
 * Training data for the tagger and rules (issue 22, point 1), corpus 2026t part 1: NOT held out.
 * Realistic chat logs, support tickets, e-mails, clinical notes, statements and CVs written by a
 * labeller who did not read the detector; people, organisations and numbers are invented. Markup
 * `[[TYPE|value]]` with the conventions of corpus-2026/README.md; see README-1.md here.
 */

export const TRAIN_T_1_CORPUS: readonly string[] = [
  // 1 Slack thread, English, lower-case names
  `#billing-escalations — Slack
[09:12] [[PERSON|priya.raman]]: @[[PERSON|tom.okafor]] the refund for ticket 88142 still shows pending, can you check?
[09:13] [[PERSON|tom.okafor]]: on it. customer is [[PERSON|Harriet Quill]] from [[ORG|Quill & Marsh Ltd]], she called twice
[09:14] [[PERSON|priya.raman]]: she left her mobile [[PHONE_E164|07832 614 205]], said mornings are best
[09:15] [[PERSON|will]]: will do the callback at 10 if nobody else grabs it
[09:17] [[PERSON|tom.okafor]]: thanks [[PERSON|will]] 🙏 mark it in Zendesk pls, not in the sheet
[09:20] [[PERSON|mark h]]: fyi the sheet is dead since Monday, use the tracker`,
  // 2 WhatsApp, Indonesian
  `[14/03 08:41] [[PERSON|Dewi Kusumawardani]]: Pak [[PERSON|Rudi]], paketnya sudah sampai belum?
[14/03 08:45] [[PERSON|Rudi Hartono]]: Belum bu, kurirnya [[ORG|SiCepat]] bilang besok
[14/03 08:46] [[PERSON|Dewi Kusumawardani]]: Oke. Kalau ada masalah hubungi Mbak [[PERSON|Sari]] di [[PHONE_E164|0813-2874-5190]] ya, dia admin gudang [[ORG|PT Sinar Baru Makmur]]
[14/03 08:47] [[PERSON|Rudi Hartono]]: Siap. Invoice INV/2026/03/117 sudah saya transfer ke rekening [[ORG|Bank Mandiri]] kemarin
[14/03 08:49] [[PERSON|Dewi Kusumawardani]]: Makasih pak 🙏`,
  // 3 support ticket, English (Australia)
  `Ticket #AU-55127 | Category: Billing | Priority: Normal
Requester: [[PERSON|Brodie McAllister]] <[[EMAIL|brodie.mcallister@kookaburrafreight.com.au]]>
Company: [[ORG|Kookaburra Freight Pty Ltd]]

Hi team,
We were charged twice for the Pro Annual plan on the [[CREDIT_CARD|4601 8456 3421 5241]] Visa ending 5241. I rang your Sydney office on Tuesday and spoke to someone called [[PERSON|Grace]] who said a grace period applies, but nothing has come back.
Best number is [[PHONE_E164|0412 739 528]] or the depot on [[PHONE_E164|(02) 9817 4420]].
Cheers,
[[PERSON|Brodie]]

--- internal note ---
[[PERSON|nadia.k]]: duplicate charge confirmed in Stripe, refunding 1 of 2. Asked [[ORG|Westpac]] merchant desk for the trace.`,
  // 4 WeChat group, Chinese
  `【微信群：华东区销售】
[[PERSON|王俊凯]]：各位，明天上午九点在[[ORG|上海恒川贸易有限公司]]开会，别迟到
[[PERSON|李思雨]]：收到👌 [[PERSON|王]]总，客户那边是[[PERSON|陈立新]]经理对接吗？
[[PERSON|王俊凯]]：对，他的手机[[PHONE_E164|139 1768 4025]]，有问题直接打
[[PERSON|赵敏]]：我周三要去[[ORG|复旦大学附属华山医院]]复查，能请半天假吗
[[PERSON|王俊凯]]：可以，跟[[PERSON|刘静]]说一声就行
[[PERSON|李思雨]]：合同PDF我发到[[EMAIL|siyu.li@hengchuan-trade.cn]]了，大家查收`,
  // 5 LINE, Japanese
  `LINE トーク履歴
2026/05/12(火)
10:02 [[PERSON|さとみ]] 来週の打ち合わせ、[[PERSON|高橋]]さんも来られますか？
10:05 [[PERSON|高橋 健太]] はい、大丈夫です。[[ORG|株式会社ミナトデザイン]]の会議室でいいですか
10:06 [[PERSON|さとみ]] OKです！受付で[[PERSON|山口]]様を呼んでください
10:09 [[PERSON|高橋 健太]] 了解です。遅れたら [[PHONE_E164|090-4418-2763]] に電話します
10:10 [[PERSON|さとみ]] 資料は [[URL|https://minato-design.jp/share/q2]] に置きました🙏`,
  // 6 KakaoTalk, Korean
  `카카오톡 대화 - 동아리 회계
[[PERSON|민지]]: 회비 입금 확인 부탁드려요~ [[PERSON|박서준]]님 아직 안 들어온 것 같아요
[[PERSON|정우성]]: 아 [[PERSON|서준]]이 어제 [[ORG|카카오뱅크]]로 보냈다던데
[[PERSON|민지]]: 그럼 제가 다시 볼게요. 혹시 모르니 [[PERSON|서준]]씨 번호 [[PHONE_E164|010-7352-1846]] 맞죠?
[[PERSON|정우성]]: 네 맞아요. 그리고 이번 MT 숙소는 [[ORG|한빛리조트]]로 예약했어요
[[PERSON|민지]]: 좋아요! 영수증은 [[EMAIL|minji.treasurer@naver.com]] 으로 보내주세요`,
  // 7 e-mail, German
  `Von: [[PERSON|Friederike Olschewski]] <[[EMAIL|f.olschewski@wendtland-elektro.de]]>
An: [[EMAIL|service@stahlfeder-versand.de]]
Betreff: Reklamation Auftrag 4471-B

Guten Tag Frau [[PERSON|Baumgart]],

die am Freitag gelieferten Schaltschränke sind beschädigt. Unser Lagerleiter Herr [[PERSON|Jörg Mertens]] hat Fotos gemacht; er ist unter [[PHONE_E164|0521 9648 317]] erreichbar.
Bitte erstatten Sie den Betrag von 3.812,40 € auf unser Konto bei der [[ORG|Sparkasse Bielefeld]]: [[IBAN|DE36 6553 6746 7961 3513 12]].

Mit freundlichen Grüßen
[[PERSON|Friederike Olschewski]]
Einkauf, [[ORG|Wendtland Elektrotechnik GmbH & Co. KG]]`,
  // 8 Telegram, Russian
  `Telegram — чат «Ремонт на Лесной»
[[PERSON|Андрей Кузьмин]]: [[PERSON|Олег]], плитку привезут в четверг?
[[PERSON|Олег Тарасов]]: Да, от [[ORG|ООО «СтройМаркет-Юг»]], водитель позвонит с номера [[PHONE_E164|+7 918 443-27-61]]
[[PERSON|Андрей Кузьмин]]: Отлично. Оплату переведу через [[ORG|Россельхозбанк]] после приёмки
[[PERSON|Олег Тарасов]]: Хорошо. Электрик [[PERSON|Виталий]] будет в пятницу, если что его номер [[PHONE_E164|8 (928) 170-54-39]]
[[PERSON|Андрей Кузьмин]]: 👍`,
  // 9 Discord, English, handles
  `#support-general
**[[PERSON|kenji_w]]**: anyone else getting 502s from the EU cluster? my bot can't reach [[IPV4|185.44.17.9]]
**[[PERSON|lucia.fern]]**: yep since ~20:00 UTC. @[[PERSON|rory]] said it's the load balancer
**[[PERSON|rory]]**: it's fixed now, was a bad config push. if you still see it DM me your server IP
**[[PERSON|kenji_w]]**: [[IPV4|203.0.113.47]] — still flaky
**[[PERSON|rory]]**: looking. also pls don't paste tokens in here again lol
**[[PERSON|lucia.fern]]**: lol that was [[PERSON|dan]], not me`,
  // 10 live chat, English (India), Aadhaar and PAN
  `Live chat transcript — [[ORG|Nivesh Kosh Finserv Pvt Ltd]] KYC desk
Agent [[PERSON|Meera]]: Hello! How can I help you today?
Visitor ([[PERSON|rahul]]): hi my kyc is stuck since last week
Agent [[PERSON|Meera]]: Sorry about that. May I have your full name as on PAN?
Visitor ([[PERSON|rahul]]): [[PERSON|Rahul Venkatesh Iyer]]. PAN [[NATIONAL_ID|BQRPI4821K]]
Agent [[PERSON|Meera]]: Thank you Mr. [[PERSON|Iyer]]. And the Aadhaar you linked?
Visitor ([[PERSON|rahul]]): [[NATIONAL_ID|9447 1647 3119]]
Agent [[PERSON|Meera]]: I see the address proof was rejected by our partner [[ORG|Karvy]]. Can you re-upload from the app? If it fails, call us on [[PHONE_E164|022 6174 3300]].
Visitor ([[PERSON|rahul]]): ok. also my DOB shows wrong, it should be [[DATE_OF_BIRTH|14/02/1991]]
Agent [[PERSON|Meera]]: Noted, I have raised SR-77310 for that. Anything else?`,
  // 11 Teams chat, English (UK), NINO
  `Microsoft Teams — HR Onboarding
[[PERSON|Siobhan Devlin]] 11:02
Morning! New starter [[PERSON|Callum Rees]] is on Monday, I still don't have his NI number
[[PERSON|Callum Rees]] 11:07
Sorry, it's [[NATIONAL_ID|JT 48 62 19 C]]. P45 is coming from [[ORG|Harbourside Logistics Ltd]]
[[PERSON|Siobhan Devlin]] 11:08
Perfect thanks. Can you also pop your bank details in Workday, not in chat 🙂
[[PERSON|Bill Archer]] 11:15
FYI payroll cut-off is Thursday, so the first bill run will include him if it's in by then
[[PERSON|Siobhan Devlin]] 11:16
Thanks [[PERSON|Bill]]. [[PERSON|Callum]], your manager is [[PERSON|Ruth Okonjo]], her desk line is [[PHONE_E164|0161 496 0752]]`,
  // 12 support ticket, Spanish (Mexico)
  `Ticket #MX-30418 — Soporte técnico
Cliente: [[PERSON|María Fernanda Quiroga Ledesma]]
Empresa: [[ORG|Distribuidora El Tucán S.A. de C.V.]]
Correo: [[EMAIL|mfquiroga@eltucan.com.mx]] | Cel: [[PHONE_E164|55 4817 2903]]

Hola, buenas tardes.
Desde el martes no podemos timbrar facturas en el portal. El contador, Lic. [[PERSON|Ernesto Bautista]], dice que el certificado de sello digital está vigente. Les adjunto captura.
Pueden llamar también a la oficina de Guadalajara: [[PHONE_E164|33 3615 8824]].
Gracias,
[[PERSON|Mafer]]

Nota interna ([[PERSON|jorge.l]]): escalar a N2, parece error del PAC [[ORG|Facturama]].`,
  // 13 e-mail, French (Belgium)
  `De : [[PERSON|Amélie Vandenbroucke]] <[[EMAIL|amelie.vdb@cabinet-sablon.be]]>
À : [[EMAIL|contact@atelier-meunier.be]]
Objet : Votre devis n° 2026-044

Bonjour Monsieur [[PERSON|Meunier]],

Merci pour le devis. Avant de signer, Maître [[PERSON|Lambotte]] souhaiterait connaître le délai pour la rénovation des châssis. L'acompte sera versé depuis notre compte [[IBAN|BE40 7494 8973 4479]] chez [[ORG|Crelan]].
Vous pouvez me joindre au [[PHONE_E164|02 511 47 83]] ou au [[PHONE_E164|0478 23 61 95]].

Bien à vous,
[[PERSON|Amélie Vandenbroucke]]
Assistante, [[ORG|Cabinet Sablon SRL]]`,
  // 14 clinical note, English (US), MRN, DOB, SSN
  `PROGRESS NOTE — [[ORG|St. Brendan Regional Medical Center]]
Patient: [[PERSON|Deshawn Whitaker]]   MRN: [[MRN|SBR-4471902]]   DOB: [[DATE_OF_BIRTH|09/23/1968]]
Attending: Dr. [[PERSON|Leah Kaminski]]   PCP: Dr. [[PERSON|Olu Adeyemi]]

S: 57M with T2DM and CKD stage 3a, admitted Tuesday for cellulitis of the L lower leg. Reports less pain today. Tolerating cefazolin.
O: T 37.4, HR 88, BP 138/82. Erythema receding from marked borders.
A/P: Continue IV cefazolin, transition to cephalexin 500 mg QID if afebrile 24 h. Metformin held. Social work to confirm Medicaid; SSN on file [[SSN|412-73-5086]]. Wife [[PERSON|Tamara]] is the contact, cell [[PHONE_E164|(317) 842-6095]].`,
  // 15 bank statement, Polish
  `[[ORG|VeloBank S.A.]] — Wyciąg z rachunku nr 05/2026
Posiadacz: [[PERSON|Katarzyna Wróblewska]]
Rachunek: [[IBAN|PL15 5948 8222 8802 3988 7057 5166]]

02.05  Przelew przychodzący od [[PERSON|Tomasz Wróblewski]]        +1 200,00 PLN
04.05  BLIK [[ORG|Żabka]] Kraków Kazimierz                             -23,49 PLN
07.05  Karta ...7733 [[ORG|Rossmann]]                                  -86,10 PLN
11.05  Przelew do [[ORG|PGNiG Obrót Detaliczny Sp. z o.o.]]          -214,37 PLN
15.05  Wynagrodzenie [[ORG|Politechnika Krakowska]]                +6 840,00 PLN
Infolinia: [[PHONE_E164|801 300 800]]`,
  // 16 CV, English (Nigeria)
  `CURRICULUM VITAE
[[PERSON|Chidinma Obiageli Nwosu]]
Lagos, Nigeria | [[PHONE_E164|0803 417 2956]] | [[EMAIL|chidinma.nwosu@gmail.com]] | [[URL|linkedin.com/in/chidinma-nwosu]]

PROFILE
Chartered accountant (ICAN) with eight years in audit and fintech finance.

EXPERIENCE
2022–now  Finance Manager, [[ORG|Moniepoint]], Lagos
2018–2022 Senior Associate, Audit, [[ORG|Adekunle Ojo & Partners]], Lagos
2016–2018 Graduate Trainee, [[ORG|Zenith Bank Plc]]

EDUCATION
B.Sc. Accounting, [[ORG|University of Nigeria, Nsukka]], 2015

REFEREES
[[PERSON|Emeka Okwuosa]], Financial Controller, [[ORG|Moniepoint]] — [[PHONE_E164|0809 552 1038]]`,
  // 17 WhatsApp, Hindi and Hinglish
  `[21/06/26, 7:42 PM] [[PERSON|Anjali Mehra]]: भैया, कल की मीटिंग में [[PERSON|सुरेश]] जी आएंगे क्या?
[21/06/26, 7:44 PM] [[PERSON|Vikram]]: haan, aur [[PERSON|Pooja Saxena]] bhi, [[ORG|Tata Consultancy Services]] se
[21/06/26, 7:45 PM] [[PERSON|Anjali Mehra]]: ठीक है। मैं [[PERSON|राजेश भटनागर]] को भी बोल देती हूँ
[21/06/26, 7:47 PM] [[PERSON|Vikram]]: unka number [[PHONE_E164|98114 27653]] hai na?
[21/06/26, 7:48 PM] [[PERSON|Anjali Mehra]]: nahi, naya wala [[PHONE_E164|70421 83396]]. Venue [[ORG|India Habitat Centre]] hai, 11 baje`,
  // 18 support ticket, German (Switzerland), software distractors
  `Ticket CH-88213 | Status: Offen | Produkt: Teamwork Cloud 9.2
Melder: [[PERSON|Urs Bachmann-Frei]] ([[ORG|Gemeindeverwaltung Wettingen]])
E-Mail: [[EMAIL|urs.bachmann@wettingen.ch]] | Tel.: [[PHONE_E164|056 437 21 90]]

Grüezi
Seit dem Windows-Update vom Mittwoch stürzt Outlook beim Öffnen freigegebener Kalender ab. Betroffen sind auch Frau [[PERSON|Steiner]] und Herr [[PERSON|Kälin]] aus der Bauverwaltung.
Unser IT-Partner [[ORG|Infopunkt AG]] hat den Cache geleert, ohne Erfolg. Terminalserver: [[IPV4|10.42.8.15]].
Freundliche Grüsse
[[PERSON|U. Bachmann-Frei]]`,
  // 19 e-mail, Arabic (UAE)
  `من: [[PERSON|خالد الكتبي]] <[[EMAIL|k.alketbi@sahraholding.ae]]>
إلى: قسم خدمة العملاء
الموضوع: استرداد مبلغ الحجز

السلام عليكم،
قمت بحجز غرفتين في فندقكم عن طريق [[ORG|بوكينج]] ولكن تم خصم المبلغ مرتين من بطاقتي. أرجو التواصل مع مساعدي الأستاذ [[PERSON|يوسف الشامسي]] على الرقم [[PHONE_E164|050 318 4726]].
يرجى تحويل المبلغ إلى حسابي في [[ORG|بنك المشرق]]: [[IBAN|AE05 3262 1348 2253 2697 448]].
ولـ[[PERSON|فاطمة]] زوجتي نفس المشكلة في حجز آخر.

مع التحية،
[[PERSON|خالد الكتبي]]
[[ORG|شركة الصحراء القابضة ذ.م.م]]`,
  // 20 Slack, English, names that are words
  `#ops-weekend
[[PERSON|hope.m]]: heads up, the summer rota is live. [[PERSON|Summer]] can you swap Sat with me?
[[PERSON|summer.lee]]: sure, I hope the pager is quiet this time
[[PERSON|hope.m]]: haha. also [[PERSON|Rose]] is out sick, rose gold iPhone orders are paused till Monday
[[PERSON|art_b]]: I'll take her queue. the art for the banner is done btw
[[PERSON|summer.lee]]: thx [[PERSON|Art]] 🙌 ping [[PERSON|Pat Ng]] if stripe acts up, he's on call [[PHONE_E164|(646) 382-1957]]`,
  // 21 support ticket, Thai
  `Ticket TH-20577 | ช่องทาง: LINE OA | สถานะ: รอลูกค้า
ลูกค้า: คุณ[[PERSON|ศิริพร วงศ์สวัสดิ์]]
บริษัท: [[ORG|บริษัท สยามฟู้ดเทรด จำกัด]]
โทร: [[PHONE_E164|081 736 4290]] | อีเมล: [[EMAIL|siriporn.w@siamfoodtrade.co.th]]

รายละเอียด: ลูกค้าแจ้งว่าเครื่องพิมพ์ใบเสร็จที่สาขาเชียงใหม่ใช้งานไม่ได้ตั้งแต่วันจันทร์ ได้ติดต่อคุณ[[PERSON|อนุชา]]จากฝ่ายไอทีแล้ว
หมายเหตุภายใน ([[PERSON|pim.s]]): โทรกลับสำนักงานใหญ่ที่ [[PHONE_E164|02 318 4477]] ก่อน 17:00 น. และแจ้งพี่[[PERSON|เอก]]ให้ส่งช่างวันพุธ`,
  // 22 Zalo-style chat, Vietnamese
  `Nhóm Zalo: Lớp 12A1 — Phụ huynh
[[PERSON|Nguyễn Thị Thu Hằng]]: Chào các anh chị, cô [[PERSON|Lan]] nhắn thứ Sáu này họp phụ huynh lúc 18h
[[PERSON|Trần Văn Khoa]]: Cảm ơn chị [[PERSON|Hằng]]. Học phí chuyển vào tài khoản [[ORG|Vietcombank]] của trường đúng không ạ?
[[PERSON|Nguyễn Thị Thu Hằng]]: Dạ đúng, ghi rõ tên con. Ai cần hỏi thì gọi thầy [[PERSON|Phạm Minh Tuấn]] số [[PHONE_E164|0912 487 356]]
[[PERSON|Lê Hoàng Yến]]: Con em bị sốt, đang khám ở [[ORG|Bệnh viện Nhi Đồng 1]], chắc nghỉ 2 hôm ạ
[[PERSON|Trần Văn Khoa]]: Mong cháu mau khỏe 🙏`,
  // 23 e-mail, Japanese
  `件名：ご請求書の再発行について
差出人：[[PERSON|森本 彩香]] <[[EMAIL|a.morimoto@kaede-shoji.co.jp]]>

[[ORG|株式会社ヒカリ物流]]
経理部 [[PERSON|中村]]様

いつもお世話になっております。[[ORG|楓商事株式会社]]の[[PERSON|森本]]です。
先月分の請求書（No.2026-0418）の宛名が旧社名のままでしたので、再発行をお願いできますでしょうか。
担当の[[PERSON|石田]]が本日不在のため、ご不明点は私の携帯 [[PHONE_E164|080-3152-6749]] までご連絡ください。
代表番号：[[PHONE_E164|06-6341-2875]]

よろしくお願いいたします。
[[PERSON|森本 彩香]]`,
  // 24 LINE, Thai family chat
  `LINE: บ้านเรา 🏠
แม่[[PERSON|ติ๋ม]]: วันเสาร์นี้ไปงานแต่งน้อง[[PERSON|ฝน]]นะลูก
[[PERSON|ต้น]]: ครับแม่ ที่โรงแรมไหนครับ
แม่[[PERSON|ติ๋ม]]: [[ORG|โรงแรมเซ็นทารา]] แกรนด์ ลาดพร้าว คุณ[[PERSON|สมชาย ศรีสุข]]จะมารับที่บ้าน 4 โมง
[[PERSON|ต้น]]: โอเคครับ ถ้าหลงผมโทร [[PHONE_E164|089 552 1734]] นะ
[[PERSON|ฝน]]: ฝนตกแน่ๆ วันนั้น 555 เตรียมร่มด้วย`,
  // 25 support ticket, Korean
  `문의번호 KR-61024 | 유형: 환불 | 접수: 웹
고객명: [[PERSON|윤하은]]
연락처: [[PHONE_E164|010-4829-3175]] / [[EMAIL|haeun.yoon@daum.net]]

내용: 지난주 [[ORG|11번가]]에서 주문한 공기청정기가 불량이라 반품했는데 아직 환불이 안 됐습니다. 카드사는 [[ORG|신한카드]]이고 결제 금액은 289,000원입니다.
상담 메모([[PERSON|김도윤]]): 물류센터 [[ORG|(주)한결로지스]] 담당 [[PERSON|이수진]] 대리에게 회수 여부 확인 요청. 회사 대표번호 [[PHONE_E164|031-786-2240]].`,
  // 26 clinical note, German (Austria)
  `ENTLASSUNGSBRIEF — [[ORG|Klinikum Wels-Grieskirchen]], Abteilung Innere Medizin II
Patientin: [[PERSON|Hildegard Pötzlberger]], geb. [[DATE_OF_BIRTH|03.11.1947]], Pat.-Nr. [[MRN|WG-2618845]]
Zuweiser: Dr. [[PERSON|Markus Reindl]], Allgemeinmedizin, Marchtrenk

Diagnosen: Exazerbierte COPD GOLD 3, Vorhofflimmern, Hypothyreose.
Verlauf: Aufnahme am Montag mit Dyspnoe. Therapie mit Prednisolon und Ceftriaxon, rasche Besserung.
Medikation bei Entlassung: Apixaban 5 mg 1-0-1, L-Thyroxin 75 µg, Spiriva Respimat.
Kontrolle bei Univ.-Prof. [[PERSON|Sabine Lechner-Haas]] in sechs Wochen. Tochter [[PERSON|Elke]] informiert ([[PHONE_E164|0664 381 2297]]).`,
  // 27 card statement, English (Singapore)
  `[[ORG|DBS Bank Ltd]] — Credit Card Statement
Cardholder: [[PERSON|Tan Wei Xuan]]
Card: DBS Altitude Visa [[CREDIT_CARD|4290 3643 6121 6352]]
Statement date: 28 Apr 2026

03 APR  [[ORG|COMFORTDELGRO]] TAXI SG        SGD 14.20
06 APR  [[ORG|FAIRPRICE FINEST]] BUKIT TIMAH   SGD 86.45
11 APR  [[ORG|SINGAPORE AIRLINES]]             SGD 1,248.00
19 APR  [[ORG|Mount Elizabeth Hospital]]       SGD 420.00
22 APR  [[ORG|SHOPEE SG]]                      SGD 37.90
Minimum payment due 18 May 2026. Queries: [[PHONE_E164|6327 2265]].`,
  // 28 Telegram, Ukrainian
  `Telegram — «ОСББ Сонячна 12»
[[PERSON|Ірина Бондаренко]]: Сусіди, завтра з 10:00 відключення води, попередили з [[ORG|КП «Харківводоканал»]]
[[PERSON|Сергій Гнатюк]]: Дякую! А ліфт коли полагодять?
[[PERSON|Ірина Бондаренко]]: Майстер [[PERSON|Петро]] обіцяв у п'ятницю. Якщо що, його номер [[PHONE_E164|067 418 2975]]
[[PERSON|Оксана]]: Внески за травень можна платити через [[ORG|ПриватБанк]]? Реквізити: [[IBAN|UA79 0100 9408 3147 3095 2760 2360 5]]?
[[PERSON|Ірина Бондаренко]]: Так, правильно 👍`,
  // 29 WhatsApp, Hebrew
  `[08:15, 3.9.2026] [[PERSON|נועה לוינסון]]: בוקר טוב! [[PERSON|אבי]], הספק מ[[ORG|תנובה]] יגיע היום?
[08:17, 3.9.2026] [[PERSON|אבי כהן-שלום]]: כן, בסביבות 11. הנהג הוא [[PERSON|משה]], הטלפון שלו [[PHONE_E164|052-418-7365]]
[08:18, 3.9.2026] [[PERSON|נועה לוינסון]]: מעולה. ד"ר [[PERSON|רבקה אלמוג]] ביקשה שנזמין גם מ[[ORG|שטראוס]]
[08:20, 3.9.2026] [[PERSON|אבי כהן-שלום]]: אני אדבר איתה. ההעברה תצא מחשבון [[ORG|בנק הפועלים]] ביום ראשון
[08:21, 3.9.2026] [[PERSON|נועה לוינסון]]: תודה 🙏`,
  // 30 e-mail, Greek
  `Από: [[PERSON|Ελένη Παπαδημητρίου]] <[[EMAIL|e.papadimitriou@aigaio-travel.gr]]>
Προς: [[EMAIL|kratiseis@hotel-kalliopi.gr]]
Θέμα: Κράτηση για ομάδα 18 ατόμων

Καλησπέρα κ. [[PERSON|Σταματόπουλε]],

Επιβεβαιώνω την κράτηση για 12–15 Ιουνίου. Τη συνοδό της ομάδας, κα [[PERSON|Δήμητρα Κωστοπούλου]], μπορείτε να την καλέσετε στο [[PHONE_E164|694 218 5037]].
Η προκαταβολή θα κατατεθεί στον λογαριασμό σας στην [[ORG|Optima Bank]]: [[IBAN|GR65 0247 7586 1229 5917 0785 744]].

Με εκτίμηση,
[[PERSON|Ελένη Παπαδημητρίου]]
[[ORG|Αιγαίο Travel Μονοπρόσωπη Ι.Κ.Ε.]] — [[PHONE_E164|210 924 6180]]`,
  // 31 support ticket, Turkish
  `Destek Talebi #TR-40391 | Kategori: Fatura | Öncelik: Yüksek
Müşteri: [[PERSON|Elif Karaaslan]] — [[ORG|Karaaslan Tekstil San. ve Tic. A.Ş.]]
E-posta: [[EMAIL|elif@karaaslantekstil.com.tr]] | Tel: [[PHONE_E164|0532 614 27 93]]

Merhaba,
Ekim ayı faturamızda iki kez KDV yansıtılmış. Muhasebe müdürümüz [[PERSON|Hakan]] Bey konuyu [[ORG|Türkiye Finans]] müşteri temsilcisiyle de görüştü. İade için IBAN: [[IBAN|TR93 0949 3502 7105 4931 9293 18]].
Saygılarımla,
[[PERSON|Elif Karaaslan]]

İç not ([[PERSON|mert.y]]): Sayın [[PERSON|Karaaslan]] ile Perşembe günü görüşüldü, fatura iptal edilecek.`,
  // 32 Slack, Dutch
  `#klantenservice-nl
[[PERSON|sanne.devries]]: Wie pakt de klacht van [[PERSON|Joost van Wijngaarden]] op? Hij belde al drie keer
[[PERSON|bram]]: Ik. Is dat die meneer van [[ORG|Hoveniersbedrijf Groenrijk B.V.]]?
[[PERSON|sanne.devries]]: Ja. Zijn nummer is [[PHONE_E164|06 41827356]], hij wil zijn geld terug op [[IBAN|NL21 ABNA 1085 2027 17]]
[[PERSON|bram]]: Oké, ik overleg eerst met [[PERSON|Fleur]] van finance
[[PERSON|fleur.b]]: Prima, stuur maar door. Let op: maandag is de bank dicht (Pinksteren)`,
  // 33 e-mail, Swedish
  `Från: [[PERSON|Linnea Håkansson]] <[[EMAIL|linnea.hakansson@norrbygg.se]]>
Till: [[EMAIL|order@tradgardsbolaget.se]]
Ämne: Faktura 88412 – felaktigt belopp

Hej [[PERSON|Oskar]]!

Vi har fått en faktura på 48 200 kr för virket, men enligt offerten skulle det vara 41 600 kr. Kan du kolla med [[PERSON|Maja Lindqvist]] på ekonomi?
Ring gärna mig på [[PHONE_E164|070-318 42 67]] eller vår växel [[PHONE_E164|08-522 418 30]].
Betalning sker från vårt konto i [[ORG|Sparbanken Rekarne]], [[IBAN|SE51 7820 5337 2411 0495 9559]].

Vänliga hälsningar
[[PERSON|Linnea Håkansson]]
[[ORG|Norrbygg Entreprenad AB]]`,
  // 34 clinical note, Portuguese (Brazil)
  `EVOLUÇÃO MÉDICA — [[ORG|Hospital Santa Luzia de Campinas]]
Paciente: [[PERSON|Joana D'Arc Figueiredo Brandão]]   Prontuário: [[MRN|HSL-0083164]]
Data de nascimento: [[DATE_OF_BIRTH|17/07/1983]]
Médico assistente: Dr. [[PERSON|Rafael Teixeira Nunes]]

Paciente com pneumonia adquirida na comunidade, em uso de amoxicilina-clavulanato. Refere melhora da febre desde quarta-feira. Saturação 96% em ar ambiente.
Conduta: manter antibiótico até completar 7 dias; alta prevista para sexta. Orientada a agendar retorno na UBS com a Dra. [[PERSON|Luciana Prado]].
Contato do marido, [[PERSON|Cláudio]]: [[PHONE_E164|(19) 98174-3320]].`,
  // 35 Teams, Italian
  `Microsoft Teams — Ufficio Acquisti
[[PERSON|Giulia Bertoldi]] 09:31
Buongiorno! Il fornitore [[ORG|Officine Meccaniche Brambilla S.r.l.]] ha mandato il nuovo listino
[[PERSON|Matteo Colombo]] 09:34
Ottimo, lo giro a dott.ssa [[PERSON|Rinaldi]]. Il referente è sempre [[PERSON|Franco Brambilla]]?
[[PERSON|Giulia Bertoldi]] 09:35
Sì, cell. [[PHONE_E164|347 218 6593]]. Per i bonifici usano [[ORG|Banca Sella]], IBAN [[IBAN|IT46 X786 3219 9219 5623 6898 056]]
[[PERSON|Matteo Colombo]] 09:40
Perfetto, aggiorno SAP entro venerdì`,
  // 36 support ticket, English (Canada)
  `Case 00739215 | Origin: Phone | Product: Home Internet 500
Customer: [[PERSON|Geneviève Tremblay-Ouellet]]
Account holder: [[PERSON|Marc-André Ouellet]]
Callback: [[PHONE_E164|(514) 739-2046]] | Alt: [[PHONE_E164|(819) 562-3318]]
Email: [[EMAIL|gtremblay.ouellet@videotron.ca]]

Description: Modem reboots every evening around 8 pm. Tech [[PERSON|Darnell]] swapped the router on Friday; issue persists. Customer works from home for [[ORG|Cascades Canada]] and needs a stable line.
Router WAN IP [[IPV4|142.117.38.204]], firmware 7.2.11.4.
Next step: escalate to Tier 2 ([[PERSON|kpatel]]), offer credit of $25.`,
  // 37 card statement, Spanish (Spain)
  `[[ORG|Kutxabank]] — Extracto de tarjeta
Titular: [[PERSON|Nerea Goikoetxea Arrieta]]
Tarjeta de débito [[CREDIT_CARD|5864 6637 9729 4484]]
Periodo: 01/03/2026 – 31/03/2026

03/03  [[ORG|MERCADONA]] BILBAO                 62,18 €
07/03  [[ORG|RENFE]] VIAJEROS                   48,60 €
12/03  [[ORG|El Corte Inglés]] Bilbao          129,95 €
18/03  [[ORG|Clínica Dental Uribarri]]          95,00 €
25/03  Bizum a [[PERSON|Iker]]                  20,00 €
Cargo en cuenta: [[IBAN|ES73 1405 9506 9056 9208 3109]]`,
  // 38 live chat, English (Philippines)
  `[[ORG|Lakbay Telecom]] Live Chat — Session 5541902
Bot: Hi! I'm Kaya, your virtual assistant. Please type your concern.
Customer: my postpaid bill is wrong, charged roaming but i never left manila
Agent [[PERSON|Jessa Villanueva]]: Hello po! Sorry for the trouble. May I have the account name and mobile number?
Customer: [[PERSON|Rodel Dimaculangan]], [[PHONE_E164|0917 624 3185]]
Agent [[PERSON|Jessa Villanueva]]: Thank you, Sir [[PERSON|Rodel]]. I see data roaming on May 3 via [[ORG|Globe]] partner network in Hong Kong.
Customer: that was my brother [[PERSON|jun]] using my phone maybe? he went to HK
Agent [[PERSON|Jessa Villanueva]]: Understood po. I'll file a dispute, ref DSP-22817. Please also email proof to [[EMAIL|billing-disputes@lakbaytelecom.ph]].`,
  // 39 CV, German
  `LEBENSLAUF
[[PERSON|Konstantin Weißenborn]]
Geboren am [[DATE_OF_BIRTH|22.04.1989]] in Jena
Tel. [[PHONE_E164|0176 4825 9031]] · [[EMAIL|k.weissenborn@posteo.de]] · [[URL|github.com/kweissenborn]]

BERUFSERFAHRUNG
seit 2021  Senior Backend-Entwickler, [[ORG|Zeiss Digital Innovation GmbH]], Dresden
2016–2021  Softwareentwickler, [[ORG|Jenoptik AG]], Jena
2014–2016  Werkstudent, [[ORG|Fraunhofer-Institut für Angewandte Optik und Feinmechanik IOF]]

AUSBILDUNG
M.Sc. Informatik, [[ORG|Friedrich-Schiller-Universität Jena]]

KENNTNISSE
Java, Kotlin, PostgreSQL, Kubernetes, Englisch C1, Russisch B1

REFERENZEN
Dr. [[PERSON|Annegret Vollrath]], Teamleiterin — auf Anfrage`,
  // 40 e-mail, English (Ireland)
  `From: [[PERSON|Aoife Ní Chonaill]] <[[EMAIL|aoife.nichonaill@clarebaysurf.ie]]>
To: accounts@
Subject: Re: Overdue invoice 3391

Hi [[PERSON|Declan]],

Sorry for the delay. I've asked our bookkeeper [[PERSON|Pádraig Ó Súilleabháin]] to pay it today from our [[ORG|AIB]] account, [[IBAN|IE91 AIBK 3346 4311 2561 02]].
If there's a problem ring me on [[PHONE_E164|087 341 2685]] – the office line ([[PHONE_E164|065 708 2214]]) is only staffed Tues–Thurs in winter.

Thanks a mil,
[[PERSON|Aoife]]
[[ORG|Clare Bay Surf School Ltd]]

> On Mon, [[PERSON|Declan Furlong]] wrote:
> Invoice 3391 for €1,150.00 is now 45 days overdue.`,
  // 41 WeChat, Chinese (customer service)
  `微信客服 — [[ORG|美佳家居旗舰店]]
客户 [[PERSON|小雨]]：你好，我上周买的沙发到现在还没发货
客服 [[PERSON|阿杰]]：亲，您好！请提供一下订单号和收件人姓名哦
客户 [[PERSON|小雨]]：订单 7731 0248 5519，收件人[[PERSON|周晓雨]]，电话[[PHONE_E164|186 2143 7659]]
客服 [[PERSON|阿杰]]：查到了，由[[ORG|德邦物流]]配送，预计周五到。快递员[[PERSON|孙]]师傅会提前联系您
客户 [[PERSON|小雨]]：好的，谢谢，麻烦提醒他下午送`,
  // 42 bank statement, Arabic (Saudi)
  `[[ORG|مصرف الراجحي]] — كشف حساب
اسم العميل: [[PERSON|عبدالله بن سعود القحطاني]]
رقم الآيبان: [[IBAN|SA73 9375 0598 8824 4734 8251]]
الفترة: 01/04/2026 – 30/04/2026

02/04  راتب — [[ORG|شركة الوفرة للمقاولات]]            +18,500.00
05/04  سداد فاتورة [[ORG|الشركة السعودية للكهرباء]]     -612.40
09/04  تحويل إلى [[PERSON|نورة القحطاني]]                 -2,000.00
14/04  مشتريات [[ORG|أسواق المزرعة]] الرياض                        -389.75
21/04  رسوم [[ORG|مستشفى الملك فيصل التخصصي]]            -1,150.00
خدمة العملاء: [[PHONE_E164|055 214 3786]]`,
  // 43 Discord, Polish
  `#pomoc-techniczna
**[[PERSON|kuba_nowicki]]**: siema, serwer Minecraft znowu leży, ktoś wie czemu?
**[[PERSON|ola.z]]**: [[PERSON|Marek]] coś zmieniał wczoraj w configu
**[[PERSON|marek]]**: no, przeniosłem na nowy VPS w [[ORG|OVHcloud]], nowe IP to [[IPV4|51.83.146.22]]
**[[PERSON|kuba_nowicki]]**: aha, dzięki. a [[PERSON|Wiktoria]] pytała o zwrot za Nitro
**[[PERSON|ola.z]]**: niech napisze do Pani [[PERSON|Basi]]
**[[PERSON|marek]]**: lol [[PERSON|Basia]] to moja mama, nie admin 😂`,
  // 44 support ticket, Portuguese (Portugal)
  `Pedido #PT-11872 | Assunto: Alteração de titular
Cliente: [[PERSON|Rui Manuel Sequeira Lobo]]
Telemóvel: [[PHONE_E164|912 637 408]] | Email: [[EMAIL|ruilobo.1975@sapo.pt]]

Bom dia,
Gostaria de passar o contrato da luz para o nome da minha filha, [[PERSON|Inês Sequeira Lobo]]. O débito direto passa a ser na conta dela no [[ORG|Caixa de Crédito Agrícola]], [[IBAN|PT58 3007 0140 2108 2856 5917 9]].
Liguei para a linha [[PHONE_E164|21 394 7720]] mas ninguém atendeu.
Obrigado,
[[PERSON|Rui Lobo]]

Nota interna ([[PERSON|catarina.f]]): pedir CC da nova titular; contrato [[ORG|Goldenergy]] n.º 40188273.`,
  // 45 e-mail, English (US), support with card and SSN look-alike
  `From: [[PERSON|Corey Lindqvist-Banks]] <[[EMAIL|corey.lb@ridgelinehvac.com]]>
To: [[EMAIL|support@payroll-harbor.com]]
Subject: W-2 shows wrong SSN for one employee

Hi [[PERSON|Marisol]],

Our technician [[PERSON|Austin Pruitt]] got his W-2 and the SSN is off by one digit. Correct one is [[SSN|538-41-7702]]. The form shows 538-41-770 with the last digit missing — please reissue.
Also, the company card on file ([[CREDIT_CARD|5198 6446 9520 0515]]) expires this month; new card coming from [[ORG|First Horizon Bank]].
Reach me at [[PHONE_E164|(865) 407-2291]] — I'm on site in Knoxville Wed–Fri.

Thanks,
[[PERSON|Corey]]
Office Manager, [[ORG|Ridgeline HVAC LLC]]`,
  // 46 WhatsApp, Spanish (Argentina)
  `[2/8/26 21:04] [[PERSON|Flor Benítez]]: che [[PERSON|Nico]], ¿mañana pasás a buscar a [[PERSON|Valen]] por el colegio?
[2/8/26 21:06] [[PERSON|Nicolás Arrieta]]: sí, salgo del laburo a las 5. ¿La seño [[PERSON|Carla]] sigue con el horario nuevo?
[2/8/26 21:07] [[PERSON|Flor Benítez]]: sí. Ah, y llamó el del [[ORG|Sanatorio Güemes]] por el turno del pediatra, su número [[PHONE_E164|011 4963-2817]]
[2/8/26 21:09] [[PERSON|Nicolás Arrieta]]: dale, lo llamo. Te paso la plata de la cuota por [[ORG|Mercado Pago]]
[2/8/26 21:10] [[PERSON|Flor Benítez]]: genial 😘 mi cel nuevo es [[PHONE_E164|11 5728-3164]], agendalo`,
  // 47 clinical note, English (UK), NHS number as MRN
  `GP REVIEW — [[ORG|Meadowbank Surgery]], Leeds
Patient: [[PERSON|Kwame Asante-Boateng]]   NHS No: [[MRN|483 729 1065]]   DOB: [[DATE_OF_BIRTH|30/01/1976]]
Seen by: Dr [[PERSON|Fiona Gallacher]]

Presenting: 3/12 hx of fatigue and polyuria. HbA1c 71 mmol/mol (new T2DM). BMI 31.
Plan: start metformin 500 mg OD titrating to BD; refer to DESMOND course via [[ORG|Leeds Community Healthcare NHS Trust]]; retinal screening.
Next of kin: wife [[PERSON|Abena]], [[PHONE_E164|07919 284 613]].
Fit note issued for 2 weeks; employer [[ORG|Kirkstall Joinery]] aware.`,
  // 48 support ticket, French (France), chat handles inside
  `Ticket #FR-70214 | Canal : Chat | Produit : Box Fibre Pro
Client : [[PERSON|Thibault Rousseau-Lacombe]], gérant de [[ORG|Boulangerie Lacombe & Fils SARL]]
Tél. : [[PHONE_E164|06 48 27 91 35]] | Fixe : [[PHONE_E164|04 78 62 19 40]]

Transcription :
[[PERSON|thibault]] : bonjour, plus d'internet depuis ce matin, le TPE ne marche plus !!
conseillère [[PERSON|Manon]] : Bonjour M. [[PERSON|Rousseau-Lacombe]], je vérifie la ligne… il y a un incident sur le NRO de Villeurbanne.
[[PERSON|thibault]] : c'est samedi, je perds des ventes là
conseillère [[PERSON|Manon]] : Je comprends. Un technicien de [[ORG|Axione]] est déjà sur place. Je vous fais un geste de 20 €.`,
  // 49 Slack, English (South Africa)
  `#jhb-office
[[PERSON|thandi.m]]: load shedding stage 4 from 14:00, generator is booked with [[ORG|PowerGen Rentals (Pty) Ltd]]
[[PERSON|pieter]]: lekker. who's meeting the client from [[ORG|Discovery Health]]?
[[PERSON|thandi.m]]: [[PERSON|Lerato Dlamini]] and me. her cell is [[PHONE_E164|082 417 3659]] if they arrive early
[[PERSON|pieter]]: shot. [[PERSON|Sipho]] asked about the invoice — pay into [[ORG|Nedbank]], ref CLIENT-0442
[[PERSON|lerato.d]]: on my way, stuck on the N1 as always 🙃`,
  // 50 CV, Japanese
  `履歴書
氏名：[[PERSON|佐々木 美咲]]（ささき みさき）
生年月日：[[DATE_OF_BIRTH|1994年8月3日]]生（満31歳）
電話：[[PHONE_E164|070-2849-1563]]　メール：[[EMAIL|misaki.sasaki94@gmail.com]]

学歴
2013年4月　[[ORG|東北大学]]経済学部 入学
2017年3月　同 卒業

職歴
2017年4月　[[ORG|株式会社七十七銀行]] 入行（法人営業）
2021年10月　[[ORG|freee株式会社]] 入社（カスタマーサクセス）
現在に至る

資格：日商簿記2級、TOEIC 860点
推薦者：[[ORG|freee株式会社]] マネージャー [[PERSON|小川 大輔]]`,
  // 51 KakaoTalk, Korean, shop
  `카카오톡 채널 — [[ORG|봄날꽃집]]
고객 [[PERSON|지훈]]: 안녕하세요 토요일 오전에 꽃다발 배송 가능한가요?
[[ORG|봄날꽃집]]: 네 가능합니다! 받으시는 분 성함과 연락처 알려주세요
고객 [[PERSON|지훈]]: [[PERSON|한소율]]님이고 [[PHONE_E164|010-2946-7518]]이에요. 주소는 서초구 반포동
[[ORG|봄날꽃집]]: 확인했습니다. 결제는 [[ORG|토스]] 링크로 보내드릴게요. 메시지 카드 내용도 적어주세요
고객 [[PERSON|지훈]]: "[[PERSON|소율]]아 생일 축하해 - [[PERSON|지훈]]" 이렇게요 ㅎㅎ`,
  // 52 e-mail, Russian
  `От: [[PERSON|Наталья Громова]] <[[EMAIL|n.gromova@severtrans.ru]]>
Кому: [[EMAIL|buh@uralmetiz.ru]]
Тема: Акт сверки за III квартал

Добрый день, [[PERSON|Игорь Всеволодович]]!

Направляю акт сверки между [[ORG|ООО «СеверТрансЛогистик»]] и [[ORG|АО «Уралметиз»]]. Расхождение 14 200 руб. по счёту № 318 от 12 августа.
Прошу подписать и вернуть до пятницы. Мой рабочий: [[PHONE_E164|8 (343) 217-46-90]], мобильный [[PHONE_E164|+7 912 605-38-14]].

С уважением,
[[PERSON|Наталья Громова]], главный бухгалтер`,
  // 53 clinical note, English (India), UHID
  `DISCHARGE SUMMARY — [[ORG|Sahyadri Multispeciality Hospital]], Pune
Name: Smt. [[PERSON|Lakshmi Narayanan]]   UHID: [[MRN|SMH/24/118274]]   Age/Sex: 62/F
DOB: [[DATE_OF_BIRTH|05-06-1964]]
Consultant: Dr. [[PERSON|Abhijit Kulkarni]] (Cardiology)

Diagnosis: Acute inferior wall MI; PTCA with stent to RCA on Tuesday.
Discharge medications: Aspirin 75 mg OD, Ticagrelor 90 mg BD, Atorvastatin 80 mg HS, Metoprolol 25 mg BD.
Follow-up in OPD after 1 week. Son [[PERSON|Karthik]] briefed; contact [[PHONE_E164|94220 71836]].
Claim processed through [[ORG|Star Health and Allied Insurance Co. Ltd.]], policy holder [[PERSON|K. Narayanan]].`,
  // 54 Teams, German, names that are words
  `Microsoft Teams — Vertrieb Süd
[[PERSON|Sonja Winter]] 08:03
Morgen zusammen! Der Winter-Katalog ist raus, bitte an [[PERSON|Herbst]] von [[ORG|Möbelhaus Kranzler KG]] schicken
[[PERSON|Felix Sommer]] 08:05
Mach ich. Im Herbst hatten die ja schon bestellt. Ansprechpartnerin dort ist Frau [[PERSON|Ilse Vogel]], [[PHONE_E164|089 4127 3306]]
[[PERSON|Sonja Winter]] 08:07
Danke [[PERSON|Felix]]. Und bitte dran denken: Freitag ist Brückentag, die [[ORG|VR Bank Isar-Vils]]-Filiale hat zu
[[PERSON|Felix Sommer]] 08:08
👍 Sommer, Sonne, Brückentag`,
  // 55 support ticket, English (Kenya), M-Pesa not ORG
  `Ticket KE-20931 | Channel: WhatsApp Business | Status: Resolved
Customer: [[PERSON|Wanjiru Gitau]] ([[PHONE_E164|0722 418 395]])
Business: [[ORG|Mama Njeri Groceries]]

Issue: Paid KES 4,500 via M-Pesa for the solar lamp order but got no confirmation SMS. Customer says her husband [[PERSON|Otieno]] also paid from his line [[PHONE_E164|0711 356 284]] by mistake.
Agent ([[PERSON|brian.k]]): confirmed two payments, reversed one through [[ORG|Safaricom]] business desk. Delivery by [[ORG|Sendy]] on Thursday.
Customer feedback: "asante sana [[PERSON|Brian]]"`,
  // 56 Telegram, Greek
  `Telegram — Ομάδα «Μετακόμιση Θεσσαλονίκη»
[[PERSON|Γιώργος Αντωνίου]]: Παιδιά, το φορτηγό από [[ORG|Μεταφορική Βόρειος Ο.Ε.]] έρχεται Σάββατο 8:00
[[PERSON|Κατερίνα]]: Τέλεια! Ο οδηγός έχει τηλέφωνο;
[[PERSON|Γιώργος Αντωνίου]]: Ναι, ο κ. [[PERSON|Στέλιος Μαυρίδης]], [[PHONE_E164|697 412 8830]]
[[PERSON|Νίκος Π.]]: Εγώ φέρνω κούτες από τα [[ORG|Praktiker Hellas]]. Η [[PERSON|Ελπίδα]] έρχεται κι αυτή
[[PERSON|Κατερίνα]]: Με ελπίδα να μη βρέξει 😅`,
  // 57 bank statement, English (UK), sort code and account number as look-alikes
  `[[ORG|Skipton Building Society]] — FlexAccount statement
Account name: MR [[PERSON|OLUWASEUN ADEBAYO-GRANT]]
Sort code 07-04-36  Account 29184736
IBAN [[IBAN|GB56 NWBK 5481 4583 4684 99]]

01 Jun  Salary [[ORG|LEEDS BECKETT UNIVERSITY]]           2,846.12
03 Jun  DD [[ORG|SO ENERGY]]                               -96.00
05 Jun  Card [[ORG|LIDL GB]]      2981                     -54.37
09 Jun  FPO [[PERSON|A GRANT]] rent share                  -475.00
14 Jun  Card [[ORG|BOOTS]] HEADINGLEY                      -12.49
Questions? Call [[PHONE_E164|0345 730 2011]].`,
  // 58 WhatsApp, Arabic (Egypt)
  `[10:22 م، 7‏/4‏/2026] [[PERSON|منى الشناوي]]: يا [[PERSON|أحمد]]، الدكتور [[PERSON|شريف زكي]] غيّر ميعاد الكشف لبكرة الساعة ٦
[10:24 م، 7‏/4‏/2026] [[PERSON|أحمد فاروق]]: تمام، في [[ORG|مستشفى دار الفؤاد]] ولا العيادة؟
[10:25 م، 7‏/4‏/2026] [[PERSON|منى الشناوي]]: العيادة في المعادي. رقم السكرتيرة [[PHONE_E164|0100 284 7193]]
[10:27 م، 7‏/4‏/2026] [[PERSON|أحمد فاروق]]: ماشي، وهكلم [[PERSON|سلمى]] تجيب التحاليل من [[ORG|معامل البرج]]
[10:28 م، 7‏/4‏/2026] [[PERSON|منى الشناوي]]: ربنا يسهل 🤲`,
  // 59 CV, Korean
  `이력서
성명: [[PERSON|장예린]] ([[PERSON|Yerin Jang]])
생년월일: [[DATE_OF_BIRTH|1997년 11월 26일]]
연락처: [[PHONE_E164|010-5183-2940]] | [[EMAIL|yerin.jang97@gmail.com]]
포트폴리오: [[URL|https://yerinjang.dev]]

경력
2022.03 – 현재  [[ORG|네이버웹툰 유한회사]] UX 디자이너
2020.01 – 2022.02  [[ORG|(주)스튜디오 하루]] 주니어 디자이너

학력
[[ORG|홍익대학교]] 시각디자인과 졸업 (2019)

기술: Figma, Adobe XD, Protopie
추천인: [[PERSON|오민석]] 팀장 ([[ORG|네이버웹툰 유한회사]])`,
  // 60 support ticket, Vietnamese
  `Phiếu hỗ trợ #VN-51209 | Kênh: Email
Khách hàng: [[PERSON|Đỗ Quang Vinh]] — [[ORG|Công ty TNHH Thương mại Hưng Phát]]
Email: [[EMAIL|vinh.dq@hungphat.vn]] | ĐT: [[PHONE_E164|0903 617 248]]

Nội dung: Phần mềm kế toán bị lỗi khi xuất hoá đơn điện tử từ thứ Hai. Kế toán trưởng chị [[PERSON|Mai]] đã thử cài lại nhưng vẫn lỗi.
Ghi chú nội bộ ([[PERSON|thanh.nt]]): đã remote vào máy [[IPV4|113.161.72.45]], lỗi do chứng thư số của [[ORG|Viettel]] hết hạn. Hẹn anh [[PERSON|Vinh]] gia hạn thứ Tư.`,
  // 61 e-mail, Italian, clinical admin
  `Da: [[PERSON|Chiara Monteverdi]] <[[EMAIL|c.monteverdi@poliambulatoriosanmarco.it]]>
A: [[EMAIL|prenotazioni@centrodiagnosticoarno.it]]
Oggetto: Spostamento risonanza magnetica

Gentile sig.ra [[PERSON|Pellegrini]],

la paziente [[PERSON|Assunta Lo Russo]] (nata il [[DATE_OF_BIRTH|14/09/1958]]) non potrà presentarsi giovedì per la RM lombosacrale. Il dott. [[PERSON|Vittorio Gallo]] chiede di spostarla alla settimana successiva.
Per la figlia, [[PERSON|Daniela]], il numero è [[PHONE_E164|338 472 1956]].

Cordiali saluti,
[[PERSON|Chiara Monteverdi]]
Segreteria, [[ORG|Poliambulatorio San Marco]] — [[PHONE_E164|055 218 4473]]`,
  // 62 CV, French
  `CURRICULUM VITAE
[[PERSON|Solène Marchetti-Diallo]]
Née le [[DATE_OF_BIRTH|8 mars 1992]] — Nantes
[[PHONE_E164|07 81 46 29 53]] · [[EMAIL|solene.marchetti@laposte.net]] · [[URL|www.solene-marchetti.fr]]

EXPÉRIENCE
2021 – aujourd'hui  Cheffe de projet data, [[ORG|Groupe Beneteau]], Saint-Gilles-Croix-de-Vie
2018 – 2021  Analyste BI, [[ORG|Crédit Agricole Atlantique Vendée]]
2016 – 2018  Chargée d'études, [[ORG|Institut national de la statistique et des études économiques]]

FORMATION
Master Statistique, [[ORG|Nantes Université]], 2016

LANGUES : anglais courant, wolof (bilingue)
RÉFÉRENCE : M. [[PERSON|Hervé Le Goff]], directeur data — sur demande`,
  // 63 live chat, Chinese (Taiwan), traditional characters
  `[[ORG|遠航電信]] 線上客服
客服 [[PERSON|小婷]]：您好，很高興為您服務！
訪客：你好，我要取消月租方案，帳單名字是[[PERSON|林志豪]]
客服 [[PERSON|小婷]]：[[PERSON|林]]先生您好，請提供門號以便查詢
訪客：[[PHONE_E164|0928 416 735]]
客服 [[PERSON|小婷]]：查到了，[[PERSON|林]]先生，合約到期日為明年一月，提前解約需付違約金新台幣3,600元。
訪客：那幫我轉給[[PERSON|陳]]經理，上次是他幫我辦的
客服 [[PERSON|小婷]]：好的，[[PERSON|陳]]經理今天休假，我請他週一回電給您。`,
  // 64 bank statement, Hindi and English (India)
  `[[ORG|Punjab National Bank]] — Account Statement / खाता विवरण
Account holder / खाताधारक: [[PERSON|Gurpreet Kaur Sandhu]]
PAN: [[NATIONAL_ID|DKLPS7314M]]   Customer ID: 118402736
Branch: Ludhiana Civil Lines

03-07  UPI/[[PERSON|HARJIT SINGH]]/rent               -12,000.00
05-07  NEFT CR [[ORG|LUDHIANA KNITWEARS PVT LTD]]     +48,750.00
09-07  POS [[ORG|RELIANCE SMART]] LUDHIANA             -2,318.40
15-07  ACH DR [[ORG|LIC OF INDIA]] PREMIUM            -6,204.00
22-07  UPI/[[PERSON|मनप्रीत]]/gift                       -1,100.00
Toll free: [[PHONE_E164|1800 180 2222]]`,
  // 65 Discord, English, lower-case handles and word-names
  `#raid-planning
**[[PERSON|mark.ellison]]**: ok who's in for thursday? mark yourselves in the sheet
**[[PERSON|jade]]**: me. bringing the jade dagger build
**[[PERSON|sky_tanaka]]**: in, but my wifi's been lagging all week, blue sky outside and 300 ping inside
**[[PERSON|mark.ellison]]**: [[PERSON|sky]] try the SEA server, it's [[IPV4|139.99.120.5]] iirc
**[[PERSON|ray]]**: nah that's the old one. new is [[IPV4|139.99.120.57]]
**[[PERSON|jade]]**: [[PERSON|ray]] always right about ips lol`,
  // 66 clinical note, Japanese
  `診療情報提供書
[[ORG|医療法人社団 緑風会 さくら台クリニック]] → [[ORG|国立病院機構 東京医療センター]] 循環器内科 御侍史

患者氏名：[[PERSON|藤原 和子]] 様（[[DATE_OF_BIRTH|昭和24年5月18日]]生）
患者ID：[[MRN|0042-7719]]

主訴：労作時胸痛。三週間前より階段昇降時に胸部圧迫感あり。
既往歴：高血圧症、脂質異常症（アムロジピン5mg、ロスバスタチン2.5mg内服中）。
精査加療をお願い申し上げます。ご家族（長男 [[PERSON|藤原 誠]]様）連絡先：[[PHONE_E164|090-6215-3874]]

紹介医：[[PERSON|吉田 隆]]`,
  // 67 e-mail, Ukrainian
  `Від: [[PERSON|Богдана Савчук]] <[[EMAIL|b.savchuk@lvivsoft.com.ua]]>
Кому: [[EMAIL|hr@lvivsoft.com.ua]]
Тема: Відпустка з 14 липня

Доброго дня, пані [[PERSON|Галино]]!

Прошу погодити відпустку з 14 по 25 липня. На час відсутності мої задачі прийме [[PERSON|Тарас Кравчук]]; його номер [[PHONE_E164|093 527 1846]].
Відпускні прошу перерахувати на картку [[ORG|monobank]] [[CREDIT_CARD|5398 8317 6914 1695]].

Дякую,
[[PERSON|Богдана]]
QA Engineer, [[ORG|ТОВ «Львівсофт»]]`,
  // 68 WhatsApp, English (Malaysia), Manglish
  `[11/9/26, 9:02 am] [[PERSON|Farah Aziz]]: Eh [[PERSON|Kok Wai]], the aircond guy from [[ORG|Sejuk Jaya Servis Sdn Bhd]] coming today or not?
[11/9/26, 9:05 am] [[PERSON|Lim Kok Wai]]: Supposed to lah. His number [[PHONE_E164|012-738 4519]], you call him can?
[11/9/26, 9:06 am] [[PERSON|Farah Aziz]]: Ok. Also Auntie [[PERSON|Mei]] say the rent must bank in to [[ORG|Hong Leong Bank]] by Friday
[11/9/26, 9:08 am] [[PERSON|Lim Kok Wai]]: Can can. [[PERSON|Arif]] already transfer his share
[11/9/26, 9:10 am] [[PERSON|Arif Hakim]]: yes done 👍`,
  // 69 support ticket, Hebrew
  `פנייה מס' IL-30782 | ערוץ: טלפון | סטטוס: פתוח
לקוח: [[PERSON|יונתן ברקוביץ]]
חברה: [[ORG|ברקוביץ ושות' הנדסה בע"מ]]
טלפון: [[PHONE_E164|054-731-2968]] | דוא"ל: [[EMAIL|yonatan@berkovich-eng.co.il]]

תיאור: הלקוח מדווח שהחיוב החודשי ירד פעמיים מכרטיס האשראי. לדבריו, [[PERSON|מיכל]] מהנהלת החשבונות כבר פנתה ל[[ORG|ישראכרט]] בנושא.
הערה פנימית ([[PERSON|dana.lev]]): יש לבצע זיכוי לחשבון [[IBAN|IL93 7707 2011 8615 0771 752]] ולעדכן את מר [[PERSON|ברקוביץ]] ביום ראשון.`,
  // 70 bank statement, German
  `[[ORG|Raiffeisenbank Hüttenberg eG]] — Kontoauszug Nr. 7/2026
Kontoinhaber: [[PERSON|Dr. Reinhold Vesper]]
IBAN: [[IBAN|DE55 1987 8205 4752 6288 78]]

01.07.  Gehalt [[ORG|Justus-Liebig-Universität Gießen]]       +5.214,66
03.07.  Lastschrift [[ORG|Stadtwerke Gießen AG]]                -143,00
08.07.  Kartenzahlung [[ORG|tegut]] Markt Wetzlar                  -67,82
12.07.  Überweisung an [[PERSON|Annika Vesper]] Taschengeld     -150,00
19.07.  Lastschrift [[ORG|Techniker Krankenkasse]]              -98,40
24.07.  Mastercard-Abrechnung                                    -412,17
Kundenservice: [[PHONE_E164|0641 2915 0]]`,
  // 71 Slack, English (US), support escalation with e-mails
  `#tier2-escalations
[[PERSON|jess.alvarado]]: customer [[PERSON|Rob Whitfield]] at [[ORG|Cedar Point Dental Group]] says the patient portal logs him out every 5 min
[[PERSON|nate]]: browser? and is it all users or just [[PERSON|rob]]?
[[PERSON|jess.alvarado]]: chrome, just him. his email [[EMAIL|rwhitfield@cedarpointdental.com]], office line [[PHONE_E164|(419) 625-3047]]
[[PERSON|nate]]: probably the SSO token thing from the Okta update on Wednesday. loop in [[PERSON|priyanka]]
[[PERSON|priyanka.s]]: on it. [[PERSON|Jess]] can you rob us of 10 min later to screenshare with him? 😅`,
  // 72 clinical note, Spanish (Colombia)
  `NOTA DE EVOLUCIÓN — [[ORG|Clínica Las Américas AUNA]], Medellín
Paciente: [[PERSON|Yeison Andrés Gallego Ospina]]   Historia clínica: [[MRN|HC-1039284611]]
Fecha de nacimiento: [[DATE_OF_BIRTH|02/12/2001]]
Médica tratante: Dra. [[PERSON|Paula Restrepo Vélez]]

Paciente de 24 años, POP día 2 de apendicectomía laparoscópica. Tolera vía oral, sin fiebre. Herida limpia.
Plan: alta hoy con acetaminofén 1 g cada 8 h; control por consulta externa en 10 días. Incapacidad 15 días para [[ORG|Textiles Lafayette S.A.S.]].
Acompañante: mamá, señora [[PERSON|Gloria Ospina]], cel. [[PHONE_E164|312 784 2065]].`,
  // 73 LINE, Japanese, lower-case romaji names
  `LINE グループ「ゼミ3年」
[[PERSON|yuki]]: 明日のゼミ、[[PERSON|村上]]先生が休講って言ってた！
[[PERSON|haruto.k]]: まじ？じゃあレポート締切も延びる？
[[PERSON|yuki]]: たぶん。[[PERSON|あおい]]ちゃんが研究室で聞いてくれるって
[[PERSON|あおい]]: 聞いてきた！締切は来週月曜のまま😭 提出は [[EMAIL|murakami-seminar@econ.kobe-u.ac.jp]] まで
[[PERSON|haruto.k]]: 了解、ありがと[[PERSON|あおい]]`,
  // 74 e-mail, Dutch (Belgium/Flanders), clinic
  `Van: [[PERSON|Lotte Verhaegen]] <[[EMAIL|lotte.verhaegen@azsintjan-brugge.be]]>
Aan: [[EMAIL|info@kinesitherapie-dewulf.be]]
Onderwerp: Verwijzing patiënt

Beste [[PERSON|Pieter]],

Ik verwijs mevrouw [[PERSON|Rosalie De Clercq]] (°[[DATE_OF_BIRTH|19/03/1955]]) voor 18 sessies kinesitherapie na een totale heupprothese rechts. Dr. [[PERSON|Wouter Maes]] heeft de operatie dinsdag uitgevoerd.
Haar dochter [[PERSON|Ann]] maakt de afspraak; zij is bereikbaar op [[PHONE_E164|0476 28 39 14]].

Met vriendelijke groeten,
[[PERSON|Lotte Verhaegen]]
Sociale dienst, [[ORG|AZ Sint-Jan Brugge]]`,
  // 75 support ticket, Spanish (Spain), Bizum not ORG
  `Incidencia #ES-99140 | Canal: App | Prioridad: Media
Usuario: [[PERSON|Itziar Moreno Salcedo]] — [[EMAIL|itziar.moreno@telefonica.net]]
Teléfono: [[PHONE_E164|634 271 958]]

Descripción: envié 80 € por Bizum a [[PERSON|Álvaro]] (compañero de piso) y el dinero salió dos veces. Adjunta captura del extracto de [[ORG|Unicaja Banco]].
Nota del agente ([[PERSON|sergio.p]]): contactado por teléfono el martes; la segunda operación está retenida. Se devolverá a su cuenta [[IBAN|ES36 3108 2258 5031 7636 8189]] en 48 h.`,
  // 76 CV, English (India)
  `RESUME
[[PERSON|Aravind Subramaniam]]
Chennai | [[PHONE_E164|+91 99401 28736]] | [[EMAIL|aravind.subramaniam@outlook.com]] | [[URL|github.com/aravind-s]]

SUMMARY
Site reliability engineer, 7 years, Kubernetes, Terraform, AWS, Grafana.

EXPERIENCE
2023–present  SRE II, [[ORG|Freshworks Technologies Pvt Ltd]], Chennai
2019–2023     DevOps Engineer, [[ORG|Zoho Corporation]], Chennai
2017–2019     Systems Engineer, [[ORG|Infosys Limited]], Mysuru

EDUCATION
B.E. Computer Science, [[ORG|Anna University]] (College of Engineering, Guindy), 2017

REFERENCES
[[PERSON|Kavitha Ramesh]], Engineering Manager — [[EMAIL|kavitha.r@freshworks.com]]`,
  // 77 WhatsApp, Portuguese (Brazil)
  `[05/10/2026 18:22] [[PERSON|Thiago Mendes]]: [[PERSON|Bia]], o pedreiro confirmou pra segunda?
[05/10/2026 18:25] [[PERSON|Beatriz Carvalho]]: Confirmou! O seu [[PERSON|Valdir]] vem às 7h. O número dele é [[PHONE_E164|(21) 97318-4502]]
[05/10/2026 18:26] [[PERSON|Thiago Mendes]]: Show. O material da [[ORG|Leroy Merlin]] chega quando?
[05/10/2026 18:28] [[PERSON|Beatriz Carvalho]]: Terça. Paguei no PIX da loja, depois te mando o comprovante
[05/10/2026 18:30] [[PERSON|Thiago Mendes]]: Valeu! Minha mãe, dona [[PERSON|Neusa]], quer passar lá pra ver a obra no sábado`,
  // 78 clinical note, Arabic (Jordan)
  `ملخص خروج — [[ORG|مستشفى الجامعة الأردنية]]
اسم المريض: [[PERSON|رامي عودة الخطيب]]
الرقم الطبي: [[MRN|JUH-7729301]]
تاريخ الميلاد: [[DATE_OF_BIRTH|11/08/1979]]
الطبيب المعالج: د. [[PERSON|سناء الزعبي]]

التشخيص: التهاب البنكرياس الحاد بسبب حصوات المرارة.
العلاج: سوائل وريدية، مسكنات، ثم استئصال المرارة بالمنظار يوم الأحد.
الأدوية عند الخروج: باراسيتامول ١ غم عند اللزوم، بانتوبرازول ٤٠ ملغ يومياً.
للتواصل مع الأخ [[PERSON|سامر]]: [[PHONE_E164|079 561 2384]]`,
  // 79 Teams, Swedish
  `Microsoft Teams — Support Norden
[[PERSON|Emil Bergström]] 13:04
Kunden [[PERSON|Ingrid Falk]] på [[ORG|Falks Bageri HB]] har ringt igen om kassasystemet
[[PERSON|Sara Nyqvist]] 13:06
Jag tar det. Har du hennes nummer?
[[PERSON|Emil Bergström]] 13:06
[[PHONE_E164|073-642 18 59]]. Hon sa att [[PERSON|Björn]] från [[ORG|Swedbank]] redan kollat kortterminalen
[[PERSON|Sara Nyqvist]] 13:09
Okej. Björnen på logotypen är deras maskot btw, inte samma [[PERSON|Björn]] 😄`,
  // 80 card statement, Turkish
  `[[ORG|Yapı Kredi]] World Kart Hesap Özeti
Kart Sahibi: [[PERSON|Burak Özdemir]]
Kart No: [[CREDIT_CARD|4144 8911 3424 6074]]
Hesap Kesim Tarihi: 15 Mayıs 2026

18.04  [[ORG|MİGROS]] KADIKÖY                  412,60 TL
22.04  [[ORG|TÜRK HAVA YOLLARI]]             4.870,00 TL
27.04  [[ORG|ACIBADEM]] ALTUNİZADE HAST.     2.150,00 TL
03.05  [[ORG|TRENDYOL]]                        689,90 TL
09.05  Para transferi — [[PERSON|Selin Özdemir]]  1.000,00 TL
Müşteri Hizmetleri: [[PHONE_E164|0216 444 0 444]]`,
  // 81 e-mail, Indonesian
  `Dari: [[PERSON|Rizky Pratama Wibowo]] <[[EMAIL|rizky.wibowo@nusantaraagro.co.id]]>
Kepada: [[EMAIL|cs@kargoekspres.id]]
Perihal: Klaim barang rusak — resi JKT0047718

Yth. Bapak/Ibu,

Kiriman pupuk kami ke Makassar tiba dalam kondisi rusak. Penerima, Ibu [[PERSON|Andi Nurhayati]], sudah mengirim foto. Mohon diproses klaimnya ke rekening [[ORG|BCA]] atas nama [[ORG|PT Nusantara Agro Lestari]].
Bisa hubungi saya di [[PHONE_E164|0811-9274-3361]] atau kantor [[PHONE_E164|(021) 5794 2288]].

Hormat kami,
[[PERSON|Rizky Pratama]]`,
  // 82 Discord, Russian
  `#общий
**[[PERSON|dima_k]]**: кто-нибудь знает, почему бот не отвечает?
**[[PERSON|lena.smirnova]]**: [[PERSON|Дима]], его хостинг переехал, новый адрес [[IPV4|95.163.211.48]]
**[[PERSON|dima_k]]**: спасибо! а [[PERSON|Вера]] будет сегодня на стриме?
**[[PERSON|vera]]**: буду в 21:00 по мск. Вера есть, сил нет 😂
**[[PERSON|lena.smirnova]]**: если что, пишите мне на [[EMAIL|lena.smirnova@yandex.ru]]`,
  // 83 clinical note, Thai
  `บันทึกการรักษา — [[ORG|โรงพยาบาลกรุงเทพคริสเตียน]]
ผู้ป่วย: นาง[[PERSON|สุนันทา แก้วมณี]]   HN: [[MRN|65-018327]]
วันเกิด: [[DATE_OF_BIRTH|12 ก.พ. 2503]]
แพทย์ผู้รักษา: นพ.[[PERSON|ธนากร ศรีวัฒนา]]

อาการ: ไข้สูง ปวดเมื่อยตัว 3 วัน ผลตรวจ NS1 บวก วินิจฉัยไข้เลือดออกเดงกี
แผนการรักษา: ให้สารน้ำทางหลอดเลือด ติดตามเกล็ดเลือดทุก 12 ชั่วโมง งดยา NSAIDs
ญาติ: ลูกสาว คุณ[[PERSON|วราภรณ์]] โทร [[PHONE_E164|086 214 7359]]`,
  // 84 support ticket, English (New Zealand)
  `Ticket NZ-11408 | Queue: Accounts | SLA: 2 business days
From: [[PERSON|Tane Parata]] <[[EMAIL|tane@whanaubuilders.co.nz]]>
Org: [[ORG|Whānau Builders Limited]]

Kia ora,
Our direct debit to [[ORG|IRD]] failed because your platform sent the wrong account to [[ORG|Kiwibank]]. Can someone from finance call me on [[PHONE_E164|021 384 2917]]? Our office manager [[PERSON|Mere]] is also on [[PHONE_E164|(09) 817 4426]].
Ngā mihi,
[[PERSON|Tane]]

Internal ([[PERSON|olivia.b]]): bank file regenerated; confirm with [[PERSON|Tane Parata]] before Friday's run.`,
  // 85 WeChat, Chinese, names with particles
  `微信 — [[PERSON|张伟]]和[[PERSON|王芳]]的对话
[[PERSON|王芳]]：[[PERSON|伟]]哥，明天[[PERSON|小李]]的婚礼你几点到？
[[PERSON|张伟]]：十点吧，我先去[[ORG|招商银行]]办点事
[[PERSON|王芳]]：好的。[[PERSON|李明轩]]说酒店在[[ORG|金陵饭店]]，别走错了
[[PERSON|张伟]]：知道啦。你让[[PERSON|晓红]]把红包钱转给我，我一起带过去
[[PERSON|王芳]]：她说晚上转。对了，新郎电话[[PHONE_E164|135 0258 6731]]，找不到就打`,
  // 86 e-mail, Hindi (Devanagari)
  `प्रेषक: [[PERSON|सुनीता शर्मा]] <[[EMAIL|sunita.sharma@jaipurhandloom.in]]>
प्रति: [[EMAIL|orders@rajasthancrafts.in]]
विषय: ऑर्डर संख्या 4471 की डिलीवरी

आदरणीय [[PERSON|मोहन]] जी,

हमारा ऑर्डर अभी तक नहीं पहुँचा है। कृपया [[ORG|भारतीय डाक]] की ट्रैकिंग देखकर बताएं। हमारे मैनेजर श्री [[PERSON|दिनेश अग्रवाल]] से [[PHONE_E164|94141 62837]] पर संपर्क करें।
भुगतान [[ORG|बैंक ऑफ़ बड़ौदा]] से किया गया था।

धन्यवाद,
[[PERSON|सुनीता शर्मा]]
[[ORG|जयपुर हैंडलूम प्राइवेट लिमिटेड]]`,
  // 87 bank statement, Japanese
  `[[ORG|三井住友銀行]] 普通預金 入出金明細
口座名義：[[PERSON|ヤマモト タクミ]]
期間：2026年6月1日〜6月30日

06/02  給与 [[ORG|カ）ハヤテシステムズ]]          +312,480
06/05  口座振替 [[ORG|東京電力エナジーパートナー]]   -8,214
06/10  振込 [[PERSON|サトウ ハナコ]]                 -25,000
06/18  カード [[ORG|ヨドバシカメラ]]                 -42,900
06/25  口座振替 [[ORG|ソフトバンク]]                  -6,578
お問い合わせ：[[PHONE_E164|0120-560-923]]`,
  // 88 CV, Spanish (Peru)
  `HOJA DE VIDA
[[PERSON|Rosa Elvira Huamán Quispe]]
Fecha de nacimiento: [[DATE_OF_BIRTH|25 de octubre de 1990]]
Celular: [[PHONE_E164|987 416 235]] | Correo: [[EMAIL|rosa.huaman@gmail.com]]

EXPERIENCIA
2020 – actualidad  Enfermera asistencial, [[ORG|Hospital Nacional Edgardo Rebagliati Martins]]
2016 – 2020  Enfermera de UCI, [[ORG|Clínica Ricardo Palma]]

FORMACIÓN
Licenciatura en Enfermería, [[ORG|Universidad Nacional Mayor de San Marcos]]

REFERENCIAS
Lic. [[PERSON|Jorge Mamani Condori]], jefe de servicio — [[PHONE_E164|(01) 265 4901]]`,
  // 89 Slack, English, Amex in an internal note
  `#fraud-review (private)
[[PERSON|kat.osei]]: flagged order 5517-204: billing name [[PERSON|Gideon Farrow]], shipping to a freight forwarder in Miami
[[PERSON|dev]]: card is Amex [[CREDIT_CARD|3497 356372 73617]], AVS mismatch, IP [[IPV4|172.58.14.201]]
[[PERSON|kat.osei]]: phone on the order [[PHONE_E164|(786) 241-3058]] goes to voicemail
[[PERSON|dev]]: cancel + refund. note it for [[PERSON|Ines]] in chargebacks
[[PERSON|ines.w]]: noted, thx [[PERSON|Kat]]`,
  // 90 support ticket, Korean, honorific suffixes
  `문의 #KR-88317 | 채널: 전화 | 상품: 인터넷+IPTV
고객: [[PERSON|최영호]] 님 ([[PHONE_E164|010-6274-1953]])
담당: [[PERSON|박지현]] 상담사

내용: 이사 후 인터넷 설치 일정 변경 요청. 배우자 [[PERSON|강미란]] 씨가 평일 낮에 집에 있음.
설치 기사 [[PERSON|송]] 기사님께 토요일 오전 방문 가능 여부 확인 필요.
요금은 [[ORG|국민은행]] 계좌 자동이체 유지. 고객 이메일: [[EMAIL|yh.choi@kakao.com]]`,
  // 91 CV, English (US), SSN-free, names that are words
  `[[PERSON|Hunter Bell]]
Columbus, OH · [[PHONE_E164|(614) 382-7719]] · [[EMAIL|hunter.bell.pm@gmail.com]] · [[URL|linkedin.com/in/hunterbellpm]]

PRODUCT MANAGER
Eight years shipping B2B SaaS; led the Summit analytics launch and the Bell Curve pricing experiment.

EXPERIENCE
2022–present  Senior Product Manager, [[ORG|Root Insurance]], Columbus
2019–2022     Product Manager, [[ORG|CoverMyMeds]], Columbus
2016–2019     Business Analyst, [[ORG|Nationwide Mutual Insurance Company]]

EDUCATION
B.S. Industrial Engineering, [[ORG|The Ohio State University]]

REFERENCES
[[PERSON|Dawn Castellano]], VP Product — available on request. A hunter of bugs, a ringer of bells.`,
  // 92 clinical note, Russian
  `ВЫПИСНОЙ ЭПИКРИЗ — [[ORG|ГБУЗ «Городская клиническая больница № 52 ДЗМ»]]
Пациент: [[PERSON|Лаврентьев Аркадий Семёнович]], дата рождения [[DATE_OF_BIRTH|04.09.1952]]
Медицинская карта № [[MRN|52-118406]]
Лечащий врач: [[PERSON|Е. В. Соколовская]]

Диагноз: Внебольничная пневмония нижней доли справа, средней тяжести. ХСН II ФК.
Лечение: цефтриаксон 2 г/сут, азитромицин 500 мг, фуросемид.
Рекомендовано наблюдение терапевта по месту жительства, контроль рентгенографии через 4 недели.
Контакт дочери ([[PERSON|Марина]]): [[PHONE_E164|8 (916) 472-18-35]]`,
  // 93 bank statement, French (Switzerland)
  `[[ORG|Banque Raiffeisen du Gros-de-Vaud]] — Relevé de compte privé
Titulaire : [[PERSON|Mathilde Reymond-Aebischer]]
IBAN : [[IBAN|CH70 5600 4934 8954 0479 5]]
Période : juin 2026

02.06  Salaire [[ORG|Nestlé Suisse S.A.]]                +7 845.30
04.06  Ordre permanent loyer [[ORG|Régie Bory & Cie SA]]   -2 180.00
10.06  TWINT à [[PERSON|Loïc]]                              -45.00
15.06  Prime [[ORG|Groupe Mutuel]]                         -412.65
21.06  Carte débit [[ORG|Manor]] Lausanne                  -96.20
Service clients : [[PHONE_E164|021 212 10 02]]`,
  // 94 support ticket, Ukrainian and English mix, IT
  `Ticket UA-6152 | Priority: P2 | Component: VPN
Reporter: [[PERSON|Олександр Дорошенко]] ([[EMAIL|o.doroshenko@kyivdatalab.com]])
Phone: [[PHONE_E164|050 741 83 26]]

Не можу підключитися до VPN з дому з понеділка. Client: WireGuard 1.0.20, gateway [[IPV4|91.218.44.130]].
Колега [[PERSON|Юлія]] має таку ж проблему. Our admin [[PERSON|Roman Hlushko]] is on leave until Friday.

Update ([[PERSON|n.kovalenko]]): ISP [[ORG|Київстар]] blocks UDP 51820 on that tariff; switched him to TCP fallback. Closed.`,
  // 95 CV, Arabic (Morocco/France), Latin and Arabic scripts
  `السيرة الذاتية / CV
الاسم: [[PERSON|يوسف بنعلي]] ([[PERSON|Youssef Benali]])
تاريخ الازدياد: [[DATE_OF_BIRTH|17/05/1993]]
الهاتف: [[PHONE_E164|+212 661-482739]] | البريد: [[EMAIL|youssef.benali93@gmail.com]]

الخبرة المهنية
2021 – الآن: مهندس شبكات، [[ORG|اتصالات المغرب]]، الرباط
2017 – 2021: Technicien réseaux, [[ORG|Sopra Banking Software]], Casablanca

التكوين
دبلوم مهندس دولة، [[ORG|المعهد الوطني للبريد والمواصلات]]، 2017

المراجع: السيد [[PERSON|عادل الإدريسي]] — عند الطلب`,
  // 96 clinical note, Korean, lab report
  `검사결과 보고서 — [[ORG|서울아산병원]] 진단검사의학과
환자명: [[PERSON|문태식]]   등록번호: [[MRN|3041 7726]]   생년월일: [[DATE_OF_BIRTH|1961.02.14]]
의뢰의: [[PERSON|배성진]] 교수 (소화기내과)

AST 84 U/L (H), ALT 112 U/L (H), 총빌리루빈 1.9 mg/dL (H), 알부민 3.6 g/dL
HBsAg 양성, HBV DNA 2.1×10^5 IU/mL
판독: 만성 B형 간염 활동기 의심. 엔테카비르 투여 검토 바람.
보호자 연락처(아들 [[PERSON|문준혁]]): [[PHONE_E164|010-3852-6147]]`,
];
