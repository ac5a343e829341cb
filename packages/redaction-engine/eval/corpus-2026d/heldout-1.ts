/**
 * Corpus 2026d, part 1: held-out evaluation documents (issue 22, point 6).
 *
 * **Held out: never used while tuning.** Written and labelled on 2026-11-28 by the labeller session
 * "label-d1", who did not read the detector, its training code or its tests, never ran the engine, and
 * never opened the other corpora's data files. Only the lead scores this set, in aggregate.
 * Markup and conventions: `../corpus-2026/README.md`; what is here: `README-1.md`.
 */
export const HELDOUT_D_1_CORPUS: string[] = [
  // 1. Slack, incident channel (US English, lower-case handles)
  `#inc-2291-payments-latency
[[PERSON|dana.whitlock]] 09:12 AM
paging in: p95 on checkout-api jumped to 4.1s at 09:04. traffic from [[IPV4|10.42.7.19]] and [[IPV4|10.42.7.23]] looks normal, but the db replica at [[IPV4|172.31.88.140]] is lagging 40s
[[PERSON|tobi_adeyemi]] 09:14 AM
on it. rolled back to v3.18.2.4 on canary, no change. [[PERSON|Will]], can you check the pgbouncer pool?
[[PERSON|will.okonkwo]] 09:15 AM
will do. pool is at 198/200, mark as known issue INC-1830 for now
[[PERSON|dana.whitlock]] 09:21 AM
[[PERSON|Marguerite Lindqvist]] from [[ORG|Halcyon Ledger Inc.]] just emailed [[EMAIL|m.lindqvist@halcyonledger.com]] asking if settlement batch 4471 is delayed. [[PERSON|tobi]] can you reply once we're green?
[[PERSON|tobi_adeyemi]] 09:33 AM
replica caught up. p95 back to 310ms. postmortem doc: [[URL|https://wiki.corvanta.dev/pm/inc-2291]]`,

  // 2. WhatsApp, family business (Mexican Spanish)
  `[14/03/26, 8:02 a.m.] Mamá [[PERSON|Lupita]]: Mijo ya le marqué a la señora del banco, dice que la transferencia de la renta no llegó
[14/03/26, 8:05 a.m.] [[PERSON|Rodrigo Báez Quintanar]]: Ya la mandé ayer desde [[ORG|Banco Azteca]], folio 88213407. Dile a doña [[PERSON|Chela]] que espere hasta el lunes
[14/03/26, 8:06 a.m.] Mamá [[PERSON|Lupita]]: Ella dice que su CLABE es otra, te paso su número para que le hables: [[PHONE_E164|33 1847 6620]]
[14/03/26, 8:10 a.m.] [[PERSON|Rodrigo Báez Quintanar]]: Ok. Y lo de la factura de [[ORG|Ferretería Los Altos S.A. de C.V.]]? El contador Lic. [[PERSON|Efraín Zamudio]] quiere el RFC antes del viernes
[14/03/26, 8:12 a.m.] Mamá [[PERSON|Lupita]]: Ya se lo mandé a su correo [[EMAIL|efrain.zamudio@contadoreszq.mx]]
[14/03/26, 8:13 a.m.] [[PERSON|Rodrigo Báez Quintanar]]: 👍 gracias ma`,

  // 3. Support ticket, online shop (Australian English)
  `Ticket #AU-558214 | Priority: Normal | Channel: web form
Customer: [[PERSON|Hamish O'Rourke-Tupou]] <[[EMAIL|hamish.ot@bigpond.net.au]]>
Phone: [[PHONE_E164|(02) 9516 4382]]  Mobile: [[PHONE_E164|0438 721 905]]

Hi team, order 3308-1127-45 arrived without the charging dock. The courier ([[ORG|Sendle]]) left it at the back gate and the box was crushed. I paid with my card ending 4471 on 2 March. Can you send the dock or refund $89.95? My partner [[PERSON|Summer]] is home most days if a signature is needed.

--- internal note ([[PERSON|priyanka.r]]) ---
Checked warehouse log, dock SKU DK-220-B was short-picked at [[ORG|Kestrel Fulfilment Pty Ltd]] (Wetherill Park). Summer sale stock, so reship from Melbourne. Tracking TRK 9V4 221 880 AU to follow. Told customer by phone, spoke with [[PERSON|Hamish]].`,

  // 4. E-mail, German supplier dunning (Germany)
  `Von: Buchhaltung <[[EMAIL|buchhaltung@weissdorn-feinmechanik.de]]>
An: [[EMAIL|einkauf@oberland-kunststoffe.de]]
Betreff: Zahlungserinnerung zu Rechnung RE-2026-04418

Sehr geehrter Herr [[PERSON|Brückner]],

leider konnten wir zu unserer Rechnung RE-2026-04418 vom 03.02.2026 über 12.480,00 EUR noch keinen Zahlungseingang feststellen. Wir bitten Sie, den Betrag bis zum 20.03.2026 auf unser Konto bei der [[ORG|Sparkasse Rosenheim-Bad Aibling]] zu überweisen:

IBAN [[IBAN|DE67 9419 3966 1670 9008 87]]

Bei Rückfragen erreichen Sie Frau [[PERSON|Annegret Vollmer-Kiesling]] unter [[PHONE_E164|08031 4429-17]] oder mobil [[PHONE_E164|0172 4839561]].

Mit freundlichen Grüßen
[[PERSON|Jannik Oberhuber]]
Debitorenbuchhaltung
[[ORG|Weißdorn Feinmechanik GmbH & Co. KG]]
Amtsgericht Traunstein HRA 11842 · USt-IdNr. DE 318 442 907`,

  // 5. LINE, colleagues (Japanese)
  `[LINE] 営業2課グループ のトーク履歴
2026/03/09(月)
09:41 [[PERSON|佐々木 陽菜]] おはようございます！[[ORG|丸紅ロジテック株式会社]]の[[PERSON|大野]]様から、納期の件で折り返しお願いしますとのことです
09:43 [[PERSON|けんた]] 了解です。[[PERSON|大野]]さんの携帯って [[PHONE_E164|090-4718-2263]] で合ってます？
09:44 [[PERSON|佐々木 陽菜]] はい、それです。会社は [[PHONE_E164|03-5829-4716]]
09:50 [[PERSON|けんた]] 折り返しました。見積No. Q-260309-07 は金曜までに再送します
10:02 [[PERSON|森本 拓海]] 課長の[[PERSON|森本]]です。来週の展示会、[[ORG|東邦精機]]さんのブースにも寄りましょう
10:03 [[PERSON|佐々木 陽菜]] 承知しました🙇‍♀️`,

  // 6. KakaoTalk, landlord and tenant (Korean)
  `카카오톡 대화
[[PERSON|윤서아]]님과 카카오톡 대화
저장한 날짜 : 2026-02-27 21:14

[[PERSON|윤서아]] : 안녕하세요 사장님, 302호 [[PERSON|윤서아]]입니다. 보일러가 또 안 돼요 ㅠㅠ
[[PERSON|배정훈]] : 아 네 [[PERSON|서아]]씨, 내일 오전에 기사님 보낼게요. [[ORG|귀뚜라미서비스]] 쪽 [[PERSON|장]] 기사님이 연락드릴 거예요
[[PERSON|윤서아]] : 감사합니다! 제 번호 [[PHONE_E164|010-7734-2916]] 로 연락 주시면 돼요
[[PERSON|배정훈]] : 네네. 그리고 3월 관리비 148,000원은 [[ORG|전북은행]] 3333-21-7740915 로 보내주세요
[[PERSON|윤서아]] : 넵 알겠습니다`,

  // 7. WeChat, supplier group (Simplified Chinese)
  `微信群聊「义乌春季采购」
[[PERSON|陈嘉怡]]：@[[PERSON|刘志强]] [[PERSON|刘]]总，样品已经寄出了，[[ORG|韵达]]单号 YD4318826601920
[[PERSON|刘志强]]：收到，谢谢[[PERSON|嘉怡]]。[[ORG|浙江恒远包装有限公司]]那边报价出来了吗？
[[PERSON|陈嘉怡]]：出来了，单价0.86元，起订量5000个。他们业务员[[PERSON|吴]]经理电话 [[PHONE_E164|139 5792 4486]]
[[PERSON|刘志强]]：好的。合同发我邮箱 [[EMAIL|zq.liu@hengchuang-trade.cn]]
小[[PERSON|周]]：[[PERSON|刘]]总，[[ORG|义乌农商银行]]的回单我也放群文件了
[[PERSON|刘志强]]：👌`,

  // 8. Microsoft Teams, KYC desk (Indian English)
  `Teams chat – KYC Escalations
[[PERSON|Ritika Malhotra]] 11:02
Hi [[PERSON|Arjun]], customer [[PERSON|Venkatesh Iyengar]] uploaded his docs again. Aadhaar [[NATIONAL_ID|9205 1884 6225]] and PAN [[NATIONAL_ID|BQRPI4471K]] both look fine, but the name on the PAN says "[[PERSON|V. Iyengar]]"
[[PERSON|Arjun Deshpande]] 11:05
ok, as long as DOB matches. what's on the form?
[[PERSON|Ritika Malhotra]] 11:06
DOB [[DATE_OF_BIRTH|14/08/1979]], mobile [[PHONE_E164|+91 98451 20367]]. Account opened at [[ORG|Kaveri Co-operative Bank]] Jayanagar branch, ref KYC-77120
[[PERSON|Arjun Deshpande]] 11:09
approve it, add a remark. also ping [[PERSON|Sneha]] ji, she had the same issue with the [[ORG|Trident Fincorp Pvt Ltd]] batch
[[PERSON|Ritika Malhotra]] 11:10
done 👍 OTP for the approval was 448120, expires in 5 min`,

  // 9. Live chat, card dispute (British English)
  `Live chat transcript – [[ORG|Thistlebank]] card services
[14:02] Bot: Hi, I'm Penny, your digital assistant. What can I help with?
[14:02] Visitor: speak to a person pls, fraud on my card
[14:03] Agent [[PERSON|Callum Reddy]]: Hello, you're through to [[PERSON|Callum]]. Can I take your full name?
[14:03] Visitor ([[PERSON|rosie fairbairn]]): [[PERSON|Rosie Fairbairn]]. Card is [[CREDIT_CARD|4741 1376 2935 4081]]
[14:04] Agent [[PERSON|Callum Reddy]]: Thanks [[PERSON|Rosie]]. For security, your National Insurance number please?
[14:04] Visitor ([[PERSON|rosie fairbairn]]): [[NATIONAL_ID|JP 42 71 86 C]]
[14:06] Agent [[PERSON|Callum Reddy]]: I can see two payments to "[[ORG|QUIKFOX DIGITAL]] LDN" of £249.00. I've blocked the card and raised dispute DSP-0081742. A new card will arrive in 3-5 working days. We'll text [[PHONE_E164|07723 418906]] if we need you.
[14:07] Visitor ([[PERSON|rosie fairbairn]]): thank you so much x`,

  // 10. Clinical progress note (US)
  `[[ORG|Holloway Creek Medical Center]] – Internal Medicine Progress Note
Patient: [[PERSON|Delacroix, Marcus T.]]   MRN: [[MRN|00482-9917]]   DOB: [[DATE_OF_BIRTH|09/03/1957]]
SSN (registration): [[SSN|418-62-7035]]   Encounter: 260311-4402
Attending: Dr. [[PERSON|Olamide Fashola]], MD   Resident: Dr. [[PERSON|Hope Valdivieso-Park]]

S: 67M with CHF (EF 30%), admitted 3/9 for volume overload. Feels "much better", slept flat last night. No chest pain.
O: T 36.8, HR 78, BP 118/72, SpO2 96% RA. Wt 91.2 kg (-3.4 kg since admission). Trace ankle edema.
Labs: Na 136, K 3.9, Cr 1.3 (baseline 1.2), BNP 820 (from 2140).
A/P: 1. Acute on chronic HFrEF, improving. Switch IV furosemide to 40 mg PO BID. 2. CKD 3a stable.
Dispo: likely home tomorrow. Daughter [[PERSON|Grace Delacroix]] ([[PHONE_E164|(617) 384-2259]]) to pick up. Follow-up with [[ORG|Back Bay Cardiology Associates]] in 7 days. Hope to avoid readmission; grace period on Medicare paperwork noted.`,

  // 11. Telegram, flat renovation (Russian)
  `Telegram · Ремонт Академика Янгеля 14
[[PERSON|Олег Ступак]], [12.03.2026 10:15]
Доброе утро. Бригада [[PERSON|Рустама]] начнёт плитку в четверг. Материал из [[ORG|ООО «СтройТоргЮг»]] привезут в среду до обеда
[[PERSON|Вера Игнатьевна]], [12.03.2026 10:22]
[[PERSON|Олег]], а счёт № 417 от 10.03 уже оплачен? Я переводила через [[ORG|Т-Банк]] 86 400 ₽
[[PERSON|Олег Ступак]], [12.03.2026 10:25]
Да, пришло, спасибо. Если что, звоните прорабу [[PERSON|Рустаму Хайруллину]]: [[PHONE_E164|+7 916 428-37-52]]
[[PERSON|Вера Игнатьевна]], [12.03.2026 10:26]
Хорошо. И пусть вера в сроки не подведёт 😅 Код домофона 2743, квартира 88`,

  // 12. E-mail, logistics complaint (France)
  `De : [[PERSON|Maëlys Corbière-N'Diaye]] <[[EMAIL|maelys.corbiere@atelier-garance.fr]]>
À : [[EMAIL|service-client@transalpes-express.fr]]
Objet : Colis endommagé – expédition n° TXE 0442 8817 FR

Bonjour,

Notre colis (2 cartons de verrerie, commande CMD-26-0318) a été livré ce matin chez notre client [[ORG|Boulangerie Ravel & Fils]] à Lyon avec un carton éventré. Votre livreur, M. [[PERSON|Kévin Lestrade]], a refusé d'inscrire une réserve sur le bon.

Merci de nous rappeler au [[PHONE_E164|04 78 62 19 43]] ou sur mon portable [[PHONE_E164|06 71 48 23 95]]. Pour le remboursement (412,60 € TTC), notre IBAN :
[[IBAN|FR20 1566 4161 4650 1239 0418 664]]

Cordialement,
[[PERSON|Maëlys Corbière-N'Diaye]]
Gérante – [[ORG|Atelier Garance SAS]]
SIRET 842 117 306 00024`,

  // 13. Discord, study server (English, names that are words)
  `#cs201-study-group
[[PERSON|mark_delgado]] — Today at 7:48 PM
ok who has the midterm review sheet. [[PERSON|grace]] said she'd upload it
[[PERSON|gracie.b]] — Today at 7:50 PM
uploaded to the drive, sorry!! also [[PERSON|Will Ambrósio]] has the answers to q4, ask him
[[PERSON|hopeful_hope]] — Today at 7:51 PM
will the exam cover heaps? i really hope not lol
[[PERSON|will_amb]] — Today at 7:53 PM
yes heaps + tries. my notes: [[URL|github.com/wambrosio-dev/cs201-notes]]
[[PERSON|mark_delgado]] — Today at 7:54 PM
legend. btw prof [[PERSON|Okonjo]] moved office hours to thursday, room B-214
[[PERSON|gracie.b]] — Today at 7:55 PM
mark my words we're getting a red-black tree question`,

  // 14. Support ticket, appliance (Turkey)
  `Destek Talebi #TR-2026-118204
Müşteri: [[PERSON|Betül Sena Karakaya]]
Telefon: [[PHONE_E164|0532 418 62 79]]
E-posta: [[EMAIL|betulsena.karakaya@gmail.com]]

Merhaba, 2 ay önce [[ORG|Akdeniz Beyaz Eşya Ticaret A.Ş.]] mağazasından aldığım bulaşık makinesi (seri no: BM6X-44019-220) su kaçırıyor. Servis için iki kez aradım, [[PERSON|Murat]] Bey randevu verdi ama kimse gelmedi.

Fatura no: AKD2026000341877, tutar 18.749 TL. Taksitli ödemede kullandığım kart [[ORG|Ziraat Bankası]] kartı.

Teşekkürler,
[[PERSON|Betül Sena]]

--- Temsilci notu: Yetkili servis [[ORG|Kılıçoğlu Teknik Servis Ltd. Şti.]], sorumlu [[PERSON|Hakan Kılıçoğlu]], [[PHONE_E164|0242 316 44 08]]. Randevu 17.03 10:00-12:00.`,

  // 15. Bank statement excerpt (Netherlands)
  `[[ORG|Hollandsche Spaarbank Duinstreek]] – Rekeningafschrift maart 2026
Rekeninghouder: [[PERSON|S.M. (Sanne) van der Heijden-Bos]]
IBAN: [[IBAN|NL18 HSDU 5663 5974 64]]    Afschrift 3 / 2026

Datum   Omschrijving                                   Bedrag
01-03   Salaris [[ORG|Vlietland Installatietechniek B.V.]]          + 3.412,18
02-03   [[ORG|Hoogvliet]] 1204 Leiden                        -    62,40
04-03   Huur [[ORG|Woonstichting De Sleutels]]                   -   948,00
06-03   Overboeking [[PERSON|J.P. Verstappen]] [[IBAN|NL26 INGB 5504 6585 66]]  -   120,00
        oms. "weekendje Texel"
09-03   [[ORG|NS Reizigers]] OV-chipkaart                    -    40,00
11-03   [[ORG|Bol.com]] bestelling 3300187422             -    34,99
14-03   [[ORG|Zilveren Kruis]] premie                       -   147,25
Nieuw saldo per 15-03-2026:                           2.059,54`,

  // 16. CV (Nigerian English)
  `CURRICULUM VITAE
[[PERSON|Chukwuemeka "Emeka" Obiora-Nwankwo]]
Lekki Phase 1, Lagos · [[PHONE_E164|0803 417 2296]] · [[EMAIL|emeka.obiora.n@outlook.com]]
[[URL|linkedin.com/in/emeka-obiora-nwankwo]]

PROFILE
Chartered accountant (fellow since 2022) with 9 years in audit and fintech finance.

EXPERIENCE
Finance Manager, [[ORG|Paystride Technologies Limited]], Lagos (2021–present)
- Led IFRS 16 adoption; cut month-end close from 11 to 6 days.
Senior Associate, Audit, [[ORG|Adebanjo Okafor & Co. Chartered Accountants]] (2016–2021)
- Clients in oil & gas, banking ([[ORG|Sterling Crest Bank Plc]]) and FMCG.

EDUCATION
B.Sc. Accounting, [[ORG|Nnamdi Azikiwe University, Awka]] (First Class, 2015)

REFEREES
Mrs. [[PERSON|Folasade Adebanjo]], Managing Partner – [[PHONE_E164|0809 552 1843]]
Mr. [[PERSON|Ikenna Udeh]], CFO, [[ORG|Paystride Technologies Limited]] – available on request`,

  // 17. WhatsApp, car workshop (UAE, Arabic)
  `[10/03/2026, 18:22] [[PERSON|سالم الكتبي]]: السلام عليكم، السيارة جاهزة؟
[10/03/2026, 18:30] [[ORG|ورشة النخبة لصيانة السيارات ذ.م.م]]: وعليكم السلام أستاذ [[PERSON|سالم]]، باقي تغيير الفرامل الخلفية. الفاتورة 2,350 درهم
[10/03/2026, 18:31] [[PERSON|سالم الكتبي]]: تمام. أحول على الحساب؟
[10/03/2026, 18:33] [[ORG|ورشة النخبة لصيانة السيارات ذ.م.م]]: نعم على [[ORG|مصرف عجمان]]
[[IBAN|AE35 8924 3497 6117 9781 891]]
واذا في استفسار كلم المهندس [[PERSON|عبيد الشامسي]] على [[PHONE_E164|050 742 1836]]
[10/03/2026, 18:35] [[PERSON|سالم الكتبي]]: تم التحويل، رقم العملية 7731904. أخوي [[PERSON|ماجد]] بيستلم السيارة بكرة`,

  // 18. E-mail, school newsletter reply (Canada, word-names)
  `From: [[PERSON|Bill Nakamura-Ross]] <[[EMAIL|bnakamura.ross@shaw.ca]]>
To: Front Office <[[EMAIL|office@maplecrest-elementary.ca]]>
Subject: Re: Spring field trip permission – Room 12

Hi Mrs. [[PERSON|Thibodeau]],

Sorry for the late reply, the bill for the trip is paid now (receipt 2026-0447). Our daughter [[PERSON|Hope]] can go on the dinosaur museum trip to Drumheller on April 9. She has a peanut allergy; her EpiPen will be in her backpack.

If you can't reach me, please call her grandmother [[PERSON|Rose Arsenault]] at [[PHONE_E164|403-291-7746]]. [[PERSON|Rose]] is retired and usually home.

Also, is the grace period for the hot lunch form still open? We'd like to sign up for the summer program too.

Thanks,
[[PERSON|Bill]]

> On Mar 2, 2026, at 3:14 PM, Front Office wrote:
> Dear families, please return the permission slip by March 6.`,

  // 19. LINE, Thai friends (Thai)
  `LINE กลุ่ม "ทริปเชียงใหม่ 🏔️"
20:14 [[PERSON|แพรวา]] : ใครจองที่พักแล้วบ้างงง
20:15 [[PERSON|ต้นข้าว ศรีสุวรรณ]] : จองแล้วที่ [[ORG|บ้านดอยคำรีสอร์ท]] 2 ห้อง คืนละ 1,850 บาท
20:16 [[PERSON|แพรวา]] : โอเค โอนให้พี่[[PERSON|ต้นข้าว]]ได้เลยไหม
20:16 [[PERSON|ต้นข้าว ศรีสุวรรณ]] : ได้ๆ [[ORG|ทีทีบี]] 071-8-42296-5 หรือพร้อมเพย์เบอร์ [[PHONE_E164|081 742 3390]]
20:18 [[PERSON|ปอนด์]] : ฝนจะตกไหมช่วงนั้น 555 คุณ[[PERSON|ฝน]]ไปด้วยป่าว
20:19 [[PERSON|แพรวา]] : น้อง[[PERSON|ฝน]]ไปจ้า เดี๋ยวเค้าแอดเข้ากลุ่ม`,

  // 20. Discharge summary (Israel, Hebrew)
  `[[ORG|המרכז הרפואי שערי הגליל]] – מחלקה פנימית ב'
סיכום אשפוז
שם המטופלת: [[PERSON|צביה מרגלית]]   מס' תיק: [[MRN|4471820-3]]   ת. לידה: [[DATE_OF_BIRTH|03/11/1946]]
תאריך קבלה: 02/03/2026   תאריך שחרור: 08/03/2026

אבחנות: דלקת ריאות בבסיס ימין, אי ספיקת כליות קלה.
מהלך: טופלה ב-Ceftriaxone 1g ליום, השתפרה קלינית. חום ירד ביום השלישי.
המלצות: המשך אנטיביוטיקה פומית 5 ימים, ביקורת אצל רופאת המשפחה ד"ר [[PERSON|נועה שטרנברג]] ב[[ORG|כללית]] תוך שבוע.
איש קשר: הבן [[PERSON|אלעד מרגלית]], [[PHONE_E164|052-618-4427]]

ד"ר [[PERSON|יוסף חדאד]], מנהל המחלקה`,

  // 21. E-mail, onboarding (Singapore English)
  `From: People Ops <[[EMAIL|people@lumicrest.sg]]>
To: [[PERSON|Quek Yan Ru]] <[[EMAIL|yanru.quek92@yahoo.com.sg]]>
Cc: [[PERSON|Hariharan Subbiah]] <[[EMAIL|hari.s@lumicrest.sg]]>
Subject: Welcome to [[ORG|Lumicrest]] – Day 1 details (Mon 6 Apr)

Dear [[PERSON|Yan Ru]],

Welcome aboard! Please report to Level 14, Rainier Tower, 71 Anson Road at 9.00am. Your buddy is [[PERSON|Nur Aqilah binte Rosli]] from the Data team; she'll meet you at reception.

Before Monday, kindly:
1. Upload your bank details ([[ORG|Hong Leong Finance]] or any local bank) in Workday.
2. Sign the IP agreement with [[ORG|Lumicrest Analytics Pte. Ltd.]] (UEN 201934418K).
3. Install the MFA app; your temporary code is 771 402.

Questions? WhatsApp me at [[PHONE_E164|+65 9174 2863]] or call the office [[PHONE_E164|6329 5184]].

Best regards,
[[PERSON|Hariharan]] ([[PERSON|Hari]])
People Operations`,

  // 22. SaaS support ticket (US, word-names)
  `Zendesk #448120 — "Locked out after SSO change"
Requester: [[PERSON|Pat Kowalczyk]] ([[EMAIL|pkowalczyk@ridgeline-dental.com]])
Org: [[ORG|Ridgeline Family Dental, PLLC]]
Assignee: [[PERSON|mark.bustamante]]

[[PERSON|Pat]]: Since our IT guy [[PERSON|Mark]] switched us to Azure SSO yesterday, none of the front desk can log in. Error: "SAML assertion expired". We have patients checking in at 8!
[[PERSON|mark.bustamante]]: Hi [[PERSON|Pat]], I can see failed logins from [[IPV4|68.114.207.31]] and [[IPV4|68.114.207.44]]. The clock on your IdP is 6 minutes ahead. Can you ask [[PERSON|Mark]] to sync NTP? I've set a 10-minute skew allowance as a stopgap.
[[PERSON|Pat]]: that worked!!! thank you. Please mark this solved. Also our office manager [[PERSON|Bridget Amankwah]] needs admin rights, her cell is [[PHONE_E164|(724) 381-9062]]
[[PERSON|mark.bustamante]]: Done, admin granted. Closing. Build 2026.3.14.2 has the permanent fix.`,

  // 23. Teams, Swiss insurer (German, Switzerland)
  `Teams · Schadenteam Nordwest
[[PERSON|Reto Gubler]] 08:47
Morge zäme. Dr Kunde [[PERSON|Beat Zürcher-Imhof]] het wäg em Wasserschade aglüte, Police 44.118.702. Er isch erreichbar uf [[PHONE_E164|079 463 81 05]]
[[PERSON|Ladina Caflisch]] 08:52
Ich übernimm. Gutachter isch de Herr [[PERSON|Sutter]] vo de [[ORG|Bautechnik Frei & Sutter AG]]
[[PERSON|Reto Gubler]] 08:53
Merci. Uszahlig uf sis Konto bi de [[ORG|Basellandschaftliche Kantonalbank]]:
[[IBAN|CH07 8758 3710 8369 9055 8]]
[[PERSON|Ladina Caflisch]] 09:10
Erledigt, Schadennr. SN-26-07713. Ich schick em [[PERSON|Beat]] no es Mail an [[EMAIL|b.zuercher-imhof@bluewin.ch]]`,

  // 24. Arztbrief (Germany)
  `[[ORG|Klinikum Am Steinbach]] · Klinik für Unfallchirurgie
Chefarzt Prof. Dr. med. [[PERSON|Matthias Quandt-Erdoğan]]

Entlassungsbrief
Patient: Herr [[PERSON|Wolfram Eisele]], geb. [[DATE_OF_BIRTH|12.06.1961]]
Pat.-Nr.: [[MRN|20044718]]   Fall-Nr.: 7331049 (Aufnahme 23.02.2026)

Sehr geehrte Frau Kollegin Dr. [[PERSON|Hübner-Sato]],

wir berichten über Ihren Patienten, der nach einem Sturz von der Leiter mit einer distalen Radiusfraktur rechts aufgenommen wurde. Am 24.02.2026 erfolgte die offene Reposition und Plattenosteosynthese. Der postoperative Verlauf war komplikationslos.

Procedere: Physiotherapie 2×/Woche, Röntgenkontrolle in 6 Wochen. Wiedervorstellung in unserer Sprechstunde, Tel. [[PHONE_E164|07121 844-3310]].

Mit freundlichen kollegialen Grüßen
[[PERSON|Matthias Quandt-Erdoğan]]       [[PERSON|Lea-Sophie Wendt]]
Chefarzt                                Assistenzärztin`,

  // 25. Credit card statement (UK)
  `[[ORG|Marlowe & Pryce Bank plc]] · Platinum Cashback Credit Card
Statement date 18 March 2026 · Card number [[CREDIT_CARD|4549 6116 4359 6319]]
MR [[PERSON|GARETH LLEWELLYN-HUGHES]] · 14 Heol y Parc, Pontypridd

Date     Merchant                         Amount
19 Feb   [[ORG|GWALIA BAKES]] PONTYPRIDD            £4.85
21 Feb   [[ORG|WELSH WATER]] DD                   £38.40
23 Feb   [[ORG|AMZNMKTPLACE]]*2K4JX91                £27.99
26 Feb   [[ORG|TFW RAIL TICKETS]]                 £62.10
02 Mar   [[ORG|DAI LEWIS BUTCHERS]] TREFOREST     £19.60
07 Mar   PAYMENT RECEIVED – THANK YOU       -£400.00
11 Mar   [[ORG|THE GRACE ARMS]] LLANTRISANT        £46.20

Balance £1,208.77 · Minimum payment £25.00 due 12 April 2026
Lost card? Call [[PHONE_E164|0345 602 1189]], 24/7.`,

  // 26. WhatsApp, bakery supplier (Brazilian Portuguese)
  `[09/03/2026 07:12] [[PERSON|Thaís Rezende]]: Bom dia seu [[PERSON|Jairo]]! O pedido de farinha chegou só metade 😕
[09/03/2026 07:20] [[PERSON|Jairo Bittencourt]]: Bom dia [[PERSON|Thaís]]. Foi erro da transportadora, a [[ORG|Rodoviário Serra Gaúcha Ltda.]] deixou 20 sacos em Caxias
[09/03/2026 07:21] [[PERSON|Thaís Rezende]]: E quando chega o resto? Tenho encomenda de 300 pães de mel pra sexta
[09/03/2026 07:24] [[PERSON|Jairo Bittencourt]]: Amanhã cedo. Nota fiscal 000.118.274, série 1. Se precisar fala com o [[PERSON|Cleiton]] no [[PHONE_E164|(54) 99183-4470]]
[09/03/2026 07:25] [[PERSON|Thaís Rezende]]: Tá. O boleto vence dia 15 né? Pago pelo PIX no CNPJ mesmo
[09/03/2026 07:26] [[PERSON|Jairo Bittencourt]]: Isso, chave PIX é o e-mail [[EMAIL|financeiro@moinhobittencourt.com.br]]. Obrigado pela paciência 🙏
[09/03/2026 07:40] [[PERSON|Thaís Rezende]]: Imagina. Manda um abraço pra dona [[PERSON|Iolanda]]`,

  // 27. Telegram, volunteer logistics (Ukrainian)
  `Волонтери Полтава 🇺🇦
[[PERSON|Оксана Гриценко]], [11.03.2026 19:02]
Друзі, завтра о 9:00 розвантаження на складі [[ORG|ТОВ «Агросвіт-Полтава»]], вул. Європейська. Потрібно 6 людей
[[PERSON|Богдан]], [11.03.2026 19:05]
Я буду з братом. [[PERSON|Тарас]] теж може
[[PERSON|Оксана Гриценко]], [11.03.2026 19:07]
Супер. Контакт водія — [[PERSON|Віталій Яременко]], [[PHONE_E164|067 314 82 95]]. Накладна [[ORG|Нова пошта]] 20450881247716
[[PERSON|Людмила Петрівна]], [11.03.2026 19:15]
Донати на пальне можна на рахунок фонду в [[ORG|Полтава-банк]]: [[IBAN|UA93 5395 2817 0370 2677 9500 8915 9]], отримувач [[ORG|БФ «Світанок Полтавщини»]]`,

  // 28. E-mail, furniture order (Italy)
  `Da: [[PERSON|Ludovica Spanò]] <[[EMAIL|l.spano@studiospano-architetti.it]]>
A: [[EMAIL|ordini@mobilificiobrenta.it]]
Oggetto: Ordine n. 2026/0391 – conferma e acconto

Gentile sig. [[PERSON|Zanella]],

confermo l'ordine dei 14 sgabelli modello "Vela" per il ristorante [[ORG|Osteria Tre Gigli]] di Treviso. Abbiamo disposto il bonifico dell'acconto (30%, € 2.184,00) dal conto dello studio:
[[IBAN|IT30 T880 5911 8701 0691 0347 026]]
presso [[ORG|Banca della Marca Credito Cooperativo]].

La consegna va concordata con il titolare, [[PERSON|Gianmarco Fiorindo]], al [[PHONE_E164|0422 563 418]] o al cellulare [[PHONE_E164|347 629 1184]].

Cordiali saluti,
arch. [[PERSON|Ludovica Spanò]]
[[ORG|Studio Spanò Architetti Associati]] – P.IVA 04412380264`,

  // 29. Live chat, car insurance (South Africa)
  `Chat started 2026-03-10 16:41 SAST – [[ORG|Karoo Shield Insurance (Pty) Ltd]]
Visitor: hi my car was broken into last night in Sandton
Agent [[PERSON|Lindiwe Khumalo]]: Eish, I'm sorry to hear that. May I have your policy number and ID?
Visitor: policy KS-MV-2288104, it's [[PERSON|Pieter-Jan Olivier]]
Agent [[PERSON|Lindiwe Khumalo]]: Thanks Mr [[PERSON|Olivier]]. I've opened claim CLM-0317842. Please get a [[ORG|SAPS]] case number and send photos to [[EMAIL|claims.gauteng@karooshield.co.za]]
Visitor: ok. the window guy is [[ORG|PG Glass]]?
Agent [[PERSON|Lindiwe Khumalo]]: We use [[ORG|Vuka Autoglass]] in Randburg, they'll call you. What's the best number?
Visitor: [[PHONE_E164|082 461 7359]]
Agent [[PERSON|Lindiwe Khumalo]]: Perfect. Excess is R3 500. Anything else, [[PERSON|Pieter-Jan]]?
Visitor: no thats all, thanks [[PERSON|Lindiwe]]`,

  // 30. CV (Poland, Polish)
  `[[PERSON|Katarzyna Wróblewska-Ngo]]
Kraków · tel. [[PHONE_E164|+48 601 447 218]] · [[EMAIL|k.wroblewska.ngo@o2.pl]]
[[URL|https://kasiawn.dev]]

DOŚWIADCZENIE ZAWODOWE
2022–obecnie  Senior QA Engineer, [[ORG|Solvera Systems Sp. z o.o.]], Kraków
  • automatyzacja testów (Playwright, k6), zespół 5 osób
2018–2022  Tester oprogramowania, [[ORG|Comarchia Partner S.A.]]
  • testy systemów bankowych dla [[ORG|Bank Spółdzielczy w Wieliczce]]
2017  Staż, [[ORG|Urząd Miasta Krakowa]]

WYKSZTAŁCENIE
[[ORG|Akademia Górniczo-Hutnicza im. Stanisława Staszica w Krakowie]], informatyka stosowana (mgr, 2018)

JĘZYKI: polski (ojczysty), angielski C1, wietnamski (komunikatywny)

Wyrażam zgodę na przetwarzanie moich danych osobowych w celu rekrutacji.`,

  // 31. KakaoTalk channel, online shop customer service (Korean)
  `[[ORG|(주)하늘정원리빙]] 고객센터 채널
2026. 3. 12. 오후 2:03, [[PERSON|어수민]] : 안녕하세요 주문번호 20260308-552817 주문한 사람인데요, 수납장 문짝이 깨져서 왔어요
2026. 3. 12. 오후 2:05, [[ORG|하늘정원리빙]] : 안녕하세요 [[PERSON|어수민]] 고객님, 불편을 드려 죄송합니다. 파손 부분 사진 보내주시겠어요?
2026. 3. 12. 오후 2:07, [[PERSON|어수민]] : (사진) 택배는 [[ORG|한진택배]]로 왔어요
2026. 3. 12. 오후 2:10, [[ORG|하늘정원리빙]] : 확인했습니다. 교환 상품 내일 출고되고, 기사님이 회수해 가실 거예요. 연락처 [[PHONE_E164|010-2291-6048]] 맞으실까요?
2026. 3. 12. 오후 2:11, [[PERSON|어수민]] : 네 맞아요. 회수는 경비실에 맡길게요. 남편 [[PERSON|석진우]] 씨가 받을 수도 있어요
2026. 3. 12. 오후 2:12, [[ORG|하늘정원리빙]] : 네 메모 남겨두겠습니다. 담당 [[PERSON|한별]] 드림 😊`,

  // 32. LINE, Taiwanese family-run tea shop (Traditional Chinese)
  `LINE 群組「阿嬤的茶行 進貨」
[[PERSON|黃郁婷]]：[[PERSON|志明]]哥，[[ORG|鹿谷鄉農會]]那批凍頂烏龍到了嗎？
[[PERSON|蔡志明]]：到了，30斤。發票號碼 XK-40918227，貨款 48,600 元
[[PERSON|黃郁婷]]：好，我下午匯到農會的戶頭。阿嬤說要順便問[[PERSON|林]]老闆，上次的包裝盒是哪家做的
[[PERSON|蔡志明]]：[[ORG|永豐紙器股份有限公司]]，業務是[[PERSON|簡淑芬]]小姐，手機 [[PHONE_E164|0937 418 265]]
[[PERSON|黃郁婷]]：謝啦！還有[[ORG|好鄰居超商]]寄的那箱退貨我明天去拿
[[PERSON|蔡志明]]：👍 辛苦了`,

  // 33. Support ticket, telecom (Spain, Spanish)
  `Incidencia nº INC-ES-2026-771904 · Estado: Abierta
Cliente: [[PERSON|Nerea Urkiola Galdós]]
Teléfono de contacto: [[PHONE_E164|688 41 27 93]] · Fijo: [[PHONE_E164|944 21 68 05]]
Correo: [[EMAIL|nerea.urkiola@euskalnet.net]]

Descripción (cliente): "Buenos días. Desde el 2 de marzo no tengo fibra en casa (Bilbao, Indautxu). El técnico de [[ORG|Instalaciones Nervión Telecom S.L.]] vino el día 5 y dijo que era cosa de la centralita. Me siguen cobrando 54,90 €/mes. Solicito la devolución del recibo a mi cuenta [[IBAN|ES62 7730 5727 2667 0418 6107]]."

Nota interna ([[PERSON|Iker Mendizabal]], 2º nivel): Avería en OLT Indautxu-03, versión firmware 4.2.1.18 con fallo conocido. Parche previsto 14/03. Se aplica abono de 27,45 € (ref. ABN-55130). Llamar a Sra. [[PERSON|Urkiola]] para confirmar.`,

  // 34. Slack, remote team (English, Philippines and India)
  `#design-handoff
[[PERSON|bea.santiago]]  10:02 AM
hi team! the new onboarding screens are on figma, link: [[URL|figma.com/file/Qw8Lr2/onboarding-v5]]
[[PERSON|anirudh]]  10:05 AM
thanks [[PERSON|bea]]. @[[PERSON|joy]] can you check the copy for the tagalog locale?
[[PERSON|joy dimaculangan]]  10:09 AM
sure!! will finish by lunch. btw [[PERSON|Ma. Cristina Lualhati]] from [[ORG|Banco Kalayaan]] wants a call re: the KYC flow
[[PERSON|anirudh]]  10:11 AM
ok, set it up for thu 3pm manila. her email?
[[PERSON|joy dimaculangan]]  10:12 AM
[[EMAIL|mclualhati@bancokalayaan.com.ph]], mobile [[PHONE_E164|0917 826 4410]]
[[PERSON|bea.santiago]]  10:15 AM
also staging is at [[IPV4|203.177.42.96]] if they want a demo, creds in 1password`,

  // 35. GP review letter (UK NHS)
  `[[ORG|Pennington Lane Surgery]]
Tel [[PHONE_E164|0161 498 2273]]

Re: Ms [[PERSON|Siobhán Adair-Mensah]]   DOB [[DATE_OF_BIRTH|30/01/1988]]   NHS No. [[MRN|471 160 3239]]
Address: 22 Marl Rose Close, Stockport SK4

Dear Dr [[PERSON|Raghunathan]],

Thank you for seeing this 38-year-old teacher with a 4-month history of intermittent palpitations, worse with caffeine. ECG in surgery showed sinus rhythm, rate 88, no pre-excitation. TFTs normal. 24-hour tape booked at [[ORG|Stepping Hill Hospital]] (ref 26/ECG/1189) was inconclusive.

She is keen to avoid beta-blockers as she is planning a pregnancy. Her partner [[PERSON|Kwabena]] has asked to attend the appointment.

Yours sincerely,
Dr [[PERSON|Imogen Thwaite]]
GP Partner`,

  // 36. E-mail, property management (Greece, Greek)
  `Από: [[PERSON|Σταυρούλα Κεχαγιά]] <[[EMAIL|s.kechagia@aigaiaktimatiki.gr]]>
Προς: [[PERSON|Νικηφόρος Ζαχαρόπουλος]] <[[EMAIL|nzachar@otenet.gr]]>
Θέμα: Κοινόχρηστα Φεβρουαρίου – Πολυκατοικία Αγ. Δημητρίου 18

Αγαπητέ κ. [[PERSON|Ζαχαρόπουλε]],

σας αποστέλλουμε την κατάσταση κοινοχρήστων Φεβρουαρίου. Το μερίδιο του διαμερίσματος Γ2 ανέρχεται σε 186,40 €. Παρακαλούμε να καταθέσετε το ποσό έως 20/03 στον λογαριασμό της διαχείρισης:
[[IBAN|GR22 8403 5383 2090 8862 5579 851]] ([[ORG|Παγκρήτια Τράπεζα]])

Για τη βλάβη του ανελκυστήρα ενημερώσαμε την [[ORG|Ανελκυστήρες Καλλιγάς Α.Ε.]]· ο τεχνικός κ. [[PERSON|Μανώλης]] θα έρθει την Πέμπτη.

Με εκτίμηση,
[[PERSON|Σταυρούλα Κεχαγιά]]
[[ORG|Αιγαία Κτηματική Ο.Ε.]] · τηλ. [[PHONE_E164|210 961 4478]] · κιν. [[PHONE_E164|694 731 8826]]`,

  // 37. Discord, gaming guild (English and Vietnamese)
  `#raid-planning
[[PERSON|huyen.tran]] — 03/11/2026 9:12 PM
raid tối nay 9h nha mọi người, ai thiếu potion thì ib [[PERSON|Khoa]]
[[PERSON|khoa_ng]] — 03/11/2026 9:14 PM
ok, em còn 40 cái. anh [[PERSON|Lộc]] có lên không?
[[PERSON|Phạm Bảo Lộc]] — 03/11/2026 9:20 PM
có, nhưng mạng nhà anh lag quá, ping 180ms tới server [[IPV4|45.119.82.207]]
[[PERSON|summerwind]] — 03/11/2026 9:21 PM
english pls 😅 also who is tanking? [[PERSON|Summer]] here btw, new to the guild
[[PERSON|huyen.tran]] — 03/11/2026 9:23 PM
welcome [[PERSON|Summer]]! [[PERSON|Lộc]] tanks, you heal. summer event ends friday so we farm after
[[PERSON|khoa_ng]] — 03/11/2026 9:25 PM
guild donation form: [[URL|forms.gle/K7vRt2mXq9]]`,

  // 38. Bank statement (India)
  `[[ORG|Godavari Urban Sahakari Bank Ltd.]] – Statement of Account
Account holder: [[PERSON|Shraddha Tamhankar]]    PAN: [[NATIONAL_ID|AQLPT8392M]]
A/c No. 0041 0200 118 734   IFSC NSBL0000041   Period: 01-02-2026 to 28-02-2026
Registered mobile: [[PHONE_E164|+91 93225 71604]]

Date       Particulars                                   Debit      Credit
01/02      Salary – [[ORG|Vasundhara Infratech Pvt. Ltd.]]                      84,500.00
03/02      UPI/[[ORG|Ratnagiri Mango Traders]]/ref 603411728     2,400.00
06/02      UPI/[[PERSON|ABHIJIT GHANEKAR]]/rent share           9,000.00
09/02      NEFT/[[ORG|Suryoday Life Insurance Co]]/premium   6,215.00
14/02      POS [[ORG|D-Mart]] Thane                          3,188.40
21/02      UPI/[[ORG|MAHANAGAR GAS LTD]]/bill                  742.00
27/02      ATM WDL Vashi                                5,000.00
Closing balance: 1,48,227.16`,

  // 39. Support ticket, e-commerce (Indonesia, Indonesian)
  `Tiket #ID-0312-88417 — Pengembalian dana belum masuk
Pelanggan: [[PERSON|Dimas Ardiansyah Putra]]
No. HP: [[PHONE_E164|0812-3461-9027]]
Email: [[EMAIL|dimas.ardiansyah@ymail.com]]

Pesan pelanggan:
Selamat siang kak, saya sudah retur sepatu (pesanan INV/20260301/MPL/3318442) tanggal 4 Maret lewat [[ORG|SiCepat Ekspres]], tapi dana Rp 649.000 belum masuk ke rekening [[ORG|Bank Jago]] saya. Mohon dibantu ya.

Balasan CS ([[PERSON|Ayu]]):
Halo kak [[PERSON|Dimas]], mohon maaf atas ketidaknyamanannya. Barang sudah diterima gudang [[ORG|PT Mitra Sepatu Nusantara Tbk]] pada 8 Maret. Refund diproses maksimal 3x24 jam kerja. Kode voucher kompensasi: MAAF25K.`,

  // 40. 職務経歴書 (Japan, Japanese)
  `職務経歴書
2026年3月10日現在
氏名：[[PERSON|堀之内 彩花]]
生年月日：[[DATE_OF_BIRTH|1993年11月2日]]
連絡先：[[PHONE_E164|080-3927-4415]] / [[EMAIL|ayaka.horinouchi@icloud.com]]

■職務要約
物流系SaaS企業にてカスタマーサクセスを5年担当。導入社数120社以上。

■職務経歴
2021年4月～現在　[[ORG|株式会社ハコブネ・テクノロジーズ]]
　カスタマーサクセス部 リーダー（メンバー6名）
　・大手顧客（[[ORG|西日本フレッシュ運輸株式会社]]等）のオンボーディングを担当
2016年4月～2021年3月　[[ORG|北陸中央信用金庫]]
　法人営業、融資事務

■学歴
2016年3月　[[ORG|金沢学院大学]] 経済学部 卒業

■資格
TOEIC 835点、普通自動車第一種運転免許`,

  // 41. E-mail thread, tax preparer (US, bare SSNs, Will as a name)
  `From: [[PERSON|Marisol Ocampo]], EA <[[EMAIL|marisol@ocampotaxservices.com]]>
To: [[PERSON|Will Trevathan]] <[[EMAIL|wtrevathan77@gmail.com]]>
Subject: RE: 2025 return – missing items

Hi [[PERSON|Will]],

Thanks for dropping off the folder. To file jointly I still need:
- your wife's SSN (the copy of her card was cut off), and
- the 1099-NEC from [[ORG|Copperline Roofing LLC]].

Your W-2 from [[ORG|Brazos Valley Water Authority]] shows $61,402 in box 1. I will e-file once everything is in; your portal PIN is 60614.

[[PERSON|Marisol Ocampo]], EA
[[ORG|Ocampo Tax Services]] · [[PHONE_E164|(979) 822-4163]]

> From: [[PERSON|Will Trevathan]]
> Sent: Monday, March 9, 2026 6:41 PM
> Sorry about that. Her SSN is [[SSN|527 84 1963]] and mine you already have ([[SSN|461-38-2207]]; last year's form had 461-38-220, a digit missing). She is [[PERSON|Darlene Trevathan]], born [[DATE_OF_BIRTH|04/17/1981]]. I will ask [[PERSON|Bo]] at the roofing company for the 1099, will send it this week.`,

  // 42. WhatsApp, small business (Kenya, English and Swahili)
  `[12/03/2026, 11:04] [[PERSON|Nyokabi Wairimu Gachanja]]: Habari [[PERSON|Brian]]! Have you delivered the 40 crates to [[ORG|Maisha Fresh Grocers Ltd]] in Kilimani?
[12/03/2026, 11:09] [[PERSON|Brian Kiprotich]]: Eeh, delivered at 10. Their store manager Mr. [[PERSON|Onyango]] signed the delivery note DN-7714
[12/03/2026, 11:10] [[PERSON|Nyokabi Wairimu Gachanja]]: Sawa. Did they pay?
[12/03/2026, 11:15] [[PERSON|Brian Kiprotich]]: They will pay via M-Pesa to the till, KES 36,800. If there is a problem call their accountant [[PERSON|Faith Chepkoech]] [[PHONE_E164|0722 814 306]]
[12/03/2026, 11:16] [[PERSON|Nyokabi Wairimu Gachanja]]: Poa. [[PERSON|Faith]] is slow but honest 😂. Also the invoice must say [[ORG|Mlima Greens Agro Enterprises]], not my name
[12/03/2026, 11:18] [[PERSON|Brian Kiprotich]]: Noted boss. My new line is [[PHONE_E164|0110 432 785]]`,

  // 43. Live chat, airline card issue (US)
  `[[ORG|Skyrunner Airways]] – Live Chat · Case 26-0311-5571
09:31 Customer: hi, got charged twice for the same flight, confirmation code HWZ4QT
09:32 Agent ([[PERSON|Keisha]]): I'm sorry about that! Can I have the name on the booking?
09:32 Customer: [[PERSON|Dmitri Vasquez-Hollander]]
09:33 Agent ([[PERSON|Keisha]]): Thank you, [[PERSON|Dmitri]]. Which card was charged?
09:34 Customer: amex [[CREDIT_CARD|3769 409697 59292]] (first try I typed 3769 409697 59929 and it got declined), then I retried with my visa [[CREDIT_CARD|4708 5044 3597 6616]] and both went through
09:36 Agent ([[PERSON|Keisha]]): I see both charges of $412.60. I've refunded the Visa one; it takes 5-7 business days. Refund ID RF-88201447.
09:37 Customer: ok. can you also email the receipt to [[EMAIL|dvh@hollander-design.com]]
09:37 Agent ([[PERSON|Keisha]]): Done! Anything else, [[PERSON|Dmitri]]?
09:38 Customer: no, thanks [[PERSON|keisha]]`,

  // 44. Emergency department note (US)
  `[[ORG|Mesa Verde Community Hospital]] – Emergency Department
Patient: [[PERSON|Yazzie, Loretta]]   MRN: [[MRN|MV-2203481]]   DOB: [[DATE_OF_BIRTH|02/09/1972]]   Age: 54 F
SSN: [[SSN|648-21-7730]]   Insurance: [[ORG|Desert Sky Health Plan]]
Arrival: 03/10/2026 02:14 by EMS   Triage ESI 3

HPI: 54F with T2DM presents with 2 days of RLQ pain, nausea, low-grade fever 38.2. Last BM yesterday. Sister [[PERSON|Rosalind Yazzie-Begay]] at bedside reports poor PO intake.
Exam: RLQ tenderness with guarding, + Rovsing. 
Labs: WBC 14.8, lactate 1.6, glucose 288. CT A/P: acute appendicitis without perforation.
Plan: NPO, IV fluids, pip-tazo, surgery consult — Dr. [[PERSON|Tomasz Wierzbicki]] accepted for lap appy. Insulin sliding scale.
Dispo: admit to surgery. Sister's phone [[PHONE_E164|(505) 726-3184]].
— [[PERSON|Renata Okwuosa]], MD`,

  // 45. Teams, payroll (Ireland)
  `Teams · Payroll & HR (Dublin)
[[PERSON|Órlaith Ní Chonghaile]] 14:10
Hi [[PERSON|Ciarán]], new starter [[PERSON|Dearbhla Fitzsimons]] gave us her bank details but the IBAN bounced in Sage. Can you double check?
[[PERSON|Ciarán Ó Maoláin]] 14:14
She swapped two digits, typed IE18 BOFI 9259 2846 0974 17. Correct one is [[IBAN|IE18 BOFI 9259 2846 0974 71]], that's her [[ORG|Tullamore Credit Union]] account. Sorted now
[[PERSON|Órlaith Ní Chonghaile]] 14:15
Grand, thanks. Her PPS cert is in the folder; employee registration with the tax office done. Start date 23 March at [[ORG|Glenmara Foods Unlimited Company]]
[[PERSON|Ciarán Ó Maoláin]] 14:17
👍 Also [[PERSON|Pádraig]] from the Cork site rang, his payslip has last year's tax credits. His number is [[PHONE_E164|087 641 2209]]
[[PERSON|Órlaith Ní Chonghaile]] 14:18
I'll ring him after 3.`,

  // 46. Support ticket, web hosting (New Zealand)
  `Ticket HX-204417 · Website down after DNS change
From: [[PERSON|Tama Ngata-Whitcombe]] <[[EMAIL|tama@kiwikayakhire.co.nz]]>
Business: [[ORG|Kiwi Kayak Hire Ltd]] (Kaiteriteri)

Kia ora, our site [[URL|kiwikayakhire.co.nz/bookings]] has been showing "502 Bad Gateway" since my nephew [[PERSON|Rawiri]] changed the nameservers last night. Peak season, we're losing bookings! Phone [[PHONE_E164|021 448 9173]] or the shop [[PHONE_E164|03 527 8841]].

Reply ([[PERSON|Grace Liufau]], Tier 2):
Kia ora [[PERSON|Tama]], your A record points to [[IPV4|103.4.18.77]] (old server), but the site now lives on [[IPV4|103.4.19.210]]. I've updated the record; allow up to an hour to propagate. Please don't change the MX records, mail for [[EMAIL|bookings@kiwikayakhire.co.nz]] is fine. Ngā mihi, [[PERSON|Grace]]`,

  // 47. Telegram, family (Hinglish, India)
  `Sharma Parivaar 🏠
[[PERSON|Neelam Sharma]], [09.03.2026 21:40]
[[PERSON|Rohit]] beta, mummy ka Aadhaar update karwana hai, bank wale KYC maang rahe hai
[[PERSON|Rohit Sharma Vashisht]], [09.03.2026 21:46]
Haan mummy, number bhejo. Maine [[ORG|Jaipur Nagrik Sahkari Bank]] mein baat ki thi
[[PERSON|Neelam Sharma]], [09.03.2026 21:50]
[[NATIONAL_ID|8212 6170 5272]] ye hai. Mobile pe OTP aayega 8 digit ka?
[[PERSON|Rohit Sharma Vashisht]], [09.03.2026 21:52]
6 digit aayega. Aur papa ka PAN [[NATIONAL_ID|BZAPS6127N]] bhi chahiye unko
[[PERSON|Pinky]] didi, [09.03.2026 22:03]
[[PERSON|Rohit]] kal [[PERSON|Ankit]] ke saath jaa raha hai kya? Uska number [[PHONE_E164|98290 41736]]
[[PERSON|Rohit Sharma Vashisht]], [09.03.2026 22:05]
haan didi, 11 baje`,

  // 48. Checking account statement (US)
  `[[ORG|Cumberland Ridge Federal Credit Union]]
Member: [[PERSON|JOLENE R. HUTCHERSON]]   Account ****6602   Statement period 02/01/2026 – 02/28/2026
Debit card: [[CREDIT_CARD|4063 3487 9850 1739]]

Date    Description                                        Amount      Balance
02/02   DIRECT DEP [[ORG|APPALACHIAN REGIONAL HEALTHCARE]] PAYROLL       2,318.44    3,102.67
02/03   CHECK #1184                                      -850.00    2,252.67
02/05   POS [[ORG|FOOD CITY]] #682 MIDDLESBORO KY               -96.13    2,156.54
02/09   ZELLE TO [[PERSON|MARK HUTCHERSON]] CONF# Q4X1829        -60.00    2,096.54
02/14   POS [[ORG|HOPE'S FLOWER SHOPPE]] PINEVILLE              -42.50    2,054.04
02/17   ACH [[ORG|KENTUCKY UTILITIES CO]] BILL PAY              -134.27    1,919.77
02/27   DIVIDEND                                            1.12    1,920.89
Questions? [[PHONE_E164|(606) 248-3317]] · Routing 242071758`,

  // 49. CV (US, names that are words)
  `[[PERSON|Summer Delacourt-Pyle]]
Boise, ID · [[PHONE_E164|(208) 371-4406]] · [[EMAIL|summer.dpyle@protonmail.com]] · [[URL|github.com/sdpyle]]

DATA ANALYST
Five years turning messy operations data into decisions. SQL, Python, Looker.

EXPERIENCE
Senior Data Analyst, [[ORG|Snake River Outfitters Inc.]] (2022–present)
• Built the summer demand forecast that cut stockouts 31%.
• Mentored two junior analysts; reported to VP Ops [[PERSON|Mark Ellingboe]].
Data Analyst, [[ORG|Treasure Valley Credit Union]] (2019–2022)
• Automated member churn report (saved ~10 hrs/week); "mark-to-market" dashboard for treasury.

EDUCATION
B.S. Statistics, [[ORG|Idaho State University]], 2019

REFERENCES
[[PERSON|Mark Ellingboe]] – [[EMAIL|mark.e@snakeriveroutfitters.com]]
[[PERSON|Bill Sorensen-Abad]], Treasury Manager – available on request`,

  // 50. Slack, HR payroll (UK, NINO)
  `#payroll-queries (private)
[[PERSON|nadia.haq]]  11:20
morning! the tax office bounced the FPS for one of the Leeds starters. [[PERSON|Jordan Abernethy-Kaur]], NI number on file is [[NATIONAL_ID|PR 81 46 27 B]]
[[PERSON|stu]]  11:24
that's the one from his P45. they say the name doesn't match, his P45 says "[[PERSON|Jordan Kaur]]"
[[PERSON|nadia.haq]]  11:26
ahh he double-barrelled when he got married. I'll ask him to update his record with them. his mobile [[PHONE_E164|07458 332 190]]
[[PERSON|stu]]  11:27
cool. also the payroll bureau ([[ORG|Harrowgate Payroll Partners LLP]]) wants the March cut-off by the 20th
[[PERSON|nadia.haq]]  11:29
noted, I'll mark it in the calendar. tax code for [[PERSON|Jordan]] is 1257L, emergency basis until then`,

  // 51. WeChat, factory quality issue (Simplified Chinese)
  `微信聊天记录 · [[PERSON|Tom]] / [[PERSON|欧阳晓峰]]
[[PERSON|欧阳晓峰]] 14:20
[[PERSON|Tom]]，你好，[[ORG|东莞市利和五金制品有限公司]]这批铰链我们抽检不良率3.2%，超过合同约定的1%
[[PERSON|Tom]] 14:26
[[PERSON|欧阳]]经理您好，收到。我让品质部[[PERSON|邝]]主管今天下午过去看一下，批号 LH-260305-B
[[PERSON|欧阳晓峰]] 14:28
好。返工费用我们按发票 No.44018276 先扣15%。货款打到你们[[ORG|东莞农商银行]]的账户
[[PERSON|Tom]] 14:31
理解。[[PERSON|邝国栋]]电话 [[PHONE_E164|135 3071 8826]]，到了他会联系您
[[PERSON|欧阳晓峰]] 14:32
👌 我邮箱 [[EMAIL|oyxf@jinhongkitchen.com]]，报告发我`,

  // 52. E-mail, contractor payment (Saudi Arabia, Arabic)
  `من: [[PERSON|ريم العتيبي]] <[[EMAIL|r.alotaibi@wahatalnakheel.sa]]>
إلى: م. [[PERSON|فهد الزهراني]] <[[EMAIL|fahad.zahrani@binaa-alriyadh.com]]>
الموضوع: الدفعة الثالثة – مشروع فيلا حي الملقا

السلام عليكم ورحمة الله،

المهندس [[PERSON|فهد]]، نفيدكم بأنه تم اعتماد المستخلص رقم 3 بقيمة 184,500 ريال. سيتم التحويل خلال 5 أيام عمل إلى حساب [[ORG|شركة بناء الرياض للمقاولات المحدودة]] لدى [[ORG|بنك البلاد]]:
[[IBAN|SA52 0944 5302 5271 5090 9410]]

يرجى تزويدنا بالفاتورة الضريبية، وللتنسيق التواصل مع الأستاذ [[PERSON|عبدالإله القحطاني]] على الجوال [[PHONE_E164|055 742 9108]].

مع التحية،
[[PERSON|ريم العتيبي]]
إدارة المشاريع – [[ORG|واحة النخيل للتطوير العقاري]]`,

  // 53. Support ticket, electronics (Vietnam, Vietnamese)
  `Phiếu hỗ trợ #VN-26031-4471
Khách hàng: [[PERSON|Trịnh Thị Mỹ Duyên]]
SĐT: [[PHONE_E164|0903 418 627]]
Email: [[EMAIL|myduyen.trinh@gmail.com]]

Nội dung: Chào shop, mình mua máy lọc không khí ngày 28/02 (mã đơn 2602283318AB), dùng được 1 tuần thì báo lỗi E4. Mình đã gọi tổng đài nhưng chờ lâu quá. Nhờ shop đổi máy mới giúp mình nha.

Trả lời (NV [[PERSON|Hoàng Minh Tuấn]]):
Dạ chào chị [[PERSON|Duyên]], em đã ghi nhận. Trung tâm bảo hành [[ORG|Công ty TNHH Điện Máy Phương Nam]] tại Q.7 sẽ liên hệ chị trong 24h để nhận máy. Phiên bản phần mềm 2.0.4.11 có lỗi cảm biến, bên em sẽ cập nhật hoặc đổi máy. Chị giữ lại hóa đơn trả góp qua [[ORG|Ngân hàng Sài Gòn Phát Triển]] giúp em nhé.`,

  // 54. Compte-rendu de consultation (France)
  `[[ORG|Centre Hospitalier de Montbrison-Forez]] – Service de Pneumologie
Compte-rendu de consultation du 10/03/2026

Patient : M. [[PERSON|Baptiste Lemarchand-Oyono]]   Né le : [[DATE_OF_BIRTH|19/05/1969]]   IPP : [[MRN|0041927783]]
Médecin traitant : Dr [[PERSON|Agnès Pélissier]], Saint-Étienne

Cher confrère,

J'ai revu M. [[PERSON|Lemarchand-Oyono]], 56 ans, ancien fumeur (30 PA), pour le suivi de sa BPCO stade GOLD 2. Pas d'exacerbation depuis novembre. EFR : VEMS 1,92 L (61 %), stable.
Je poursuis l'association LABA/LAMA et propose une réhabilitation respiratoire à la [[ORG|Clinique du Parc Vérandine]]. Prochain contrôle dans 6 mois.

Secrétariat : [[PHONE_E164|04 77 96 41 28]]

Dr [[PERSON|Hugo Vanderplancke]]
Pneumologue`,

  // 55. KakaoTalk, friends splitting a trip (Korean)
  `제주도 멤버들과 카카오톡 대화
[오후 9:02] [[PERSON|남궁설]] : 숙소비 정산할게요! 총 864,000원, 4명이니까 216,000원씩
[오후 9:03] [[PERSON|현우]] : 어디로 보내면 돼?
[오후 9:03] [[PERSON|남궁설]] : [[ORG|토스뱅크]] 1000-4471-8825 [[PERSON|남궁설]]
[오후 9:05] [[PERSON|피예린]] : 렌트카는 [[ORG|제주하나렌트카 주식회사]]에서 내가 결제했어. 132,000원
[오후 9:06] [[PERSON|현우]] : [[PERSON|예린]]아 고마워ㅋㅋ 근데 나 다음주에 줘도 돼? 월급날이 25일이라
[오후 9:07] [[PERSON|남궁설]] : ㅇㅋ 천천히~ 혹시 연락 안 되면 [[PHONE_E164|010-4831-7206]] 로 문자해`,

  // 56. E-mail, kindergarten fee (Sweden, Swedish)
  `Från: [[PERSON|Ebba Lindström Hadžić]] <[[EMAIL|ebba.lh@telia.com]]>
Till: [[EMAIL|ekonomi@forskolanlonnen.se]]
Ämne: Fel faktura för februari – [[PERSON|Alva Hadžić]]

Hej!

Vi har fått faktura nr 2026-02-0418 på 1 688 kr för vår dotter [[PERSON|Alva]], men hon har bara gått 15 timmar/vecka sedan januari (vi ansökte via e-tjänsten 12/12). Rätt avgift borde vara 1 019 kr.

Kan ni skicka en ny faktura, eller betala tillbaka mellanskillnaden till vårt konto i [[ORG|Sparbanken Tranemo]]:
[[IBAN|SE04 1080 6204 8444 2235 9224]]

Ring gärna min man [[PERSON|Emir Hadžić]] på [[PHONE_E164|070-418 26 93]] om ni har frågor, jag jobbar natt den här veckan.

Vänliga hälsningar
[[PERSON|Ebba]]

[[ORG|Förskolan Lönnen]] · [[ORG|Tranemo kommun]]`,

  // 57. WhatsApp, clinic appointment (Hindi, Devanagari)
  `[11/03/26, 10:14 am] [[ORG|श्री साईं नेत्र चिकित्सालय]]: नमस्ते, डॉ. [[PERSON|विनीता भार्गव]] के साथ आपकी अपॉइंटमेंट कल सुबह 11:30 बजे है। टोकन नं. 27
[11/03/26, 10:20 am] [[PERSON|सुरेंद्र पाल यादव]]: धन्यवाद। मेरी माताजी [[PERSON|कमला देवी]] भी साथ आएंगी, उनका भी चेकअप करवाना है
[11/03/26, 10:22 am] [[ORG|श्री साईं नेत्र चिकित्सालय]]: जी ज़रूर। कृपया उनका आधार कार्ड साथ लाएँ। आयुष्मान कार्ड हो तो वह भी
[11/03/26, 10:25 am] [[PERSON|सुरेंद्र पाल यादव]]: उनका आधार [[NATIONAL_ID|7046 7416 0699]] है। मेरा नंबर [[PHONE_E164|94145 82037]], बेटा [[PERSON|अंकुश]] का [[PHONE_E164|70142 96318]]
[11/03/26, 10:26 am] [[ORG|श्री साईं नेत्र चिकित्सालय]]: नोट कर लिया 🙏`,

  // 58. Discord, open-source project (English, lower-case, word-names)
  `#contributors
[[PERSON|bill_w]] — Yesterday at 11:02 PM
hey, the CI on my PR #2218 fails on windows only. log says node 20.11.1 vs 22.x mismatch?
[[PERSON|rosehip]] — Yesterday at 11:05 PM
yeah we bumped to 22 last week. rebase on main. also the bill for the CI minutes is getting scary lol
[[PERSON|ayodele]] — Yesterday at 11:07 PM
^ [[PERSON|Rose]] is right. [[PERSON|Bill]], also add yourself to CONTRIBUTORS.md
[[PERSON|bill_w]] — Yesterday at 11:10 PM
done. mark me as reviewer for the parser stuff too pls
[[PERSON|rosehip]] — Yesterday at 11:12 PM
added. fyi the sponsor call with [[ORG|Tidewater Data Cooperative]] is friday, [[PERSON|Mark Osei-Bonsu]] from their side. docs draft at [[URL|hackmd.io/@rosehip/sponsor-q2]]
[[PERSON|ayodele]] — Yesterday at 11:13 PM
nice 🎉`,

  // 59. Support ticket, energy supplier (Scotland)
  `Case 00884172 · Billing dispute · [[ORG|Caledon Energy Supply Ltd]]
Customer: [[PERSON|Fionnghal MacAskill]]   Account 7100-4418-22
Contact: [[PHONE_E164|01851 702 446]] / [[EMAIL|fionnghal.macaskill@btinternet.com]]

Customer wrote: "My February bill is £486 for a two-bedroom croft house on Lewis. The meter reading you used (41882) is an estimate, my actual reading on 1 March was 40917. I have photos. Please correct it. My card ending 0442 was already charged by direct debit."

Agent notes ([[PERSON|Euan Drummond]]): Read received and validated. Rebilled: new amount £211.37, credit £274.63 back to bank within 5 days. Offered smart meter, customer declined. Customer's neighbour [[PERSON|Morag]] had same estimate issue — separate case 00884190.`,

  // 60. Kontoauszug (Germany)
  `[[ORG|Volksbank Hohenlohe-Tauber eG]] · Kontoauszug Nr. 3/2026
Kontoinhaber: [[PERSON|Dragana Milošević-Seitz]]
IBAN: [[IBAN|DE45 5131 6087 0557 5662 74]]   Zeitraum 01.03.–15.03.2026

Buchung  Vorgang                                              Betrag EUR
02.03.   Gehalt [[ORG|Ziehl Antriebstechnik GmbH]]                      2.874,90+
03.03.   Lastschrift [[ORG|Stadtwerke Bad Mergentheim]] Strom           89,00-
05.03.   Kartenzahlung [[ORG|Edeka Breitinger]] Öhringen                  71,36-
07.03.   Dauerauftrag Miete an [[PERSON|Konstantin Rebmann]]              720,00-
09.03.   Überweisung an [[ORG|Sportverein Künzelsau 1906 e.V.]] Beitrag   48,00-
12.03.   Gutschrift [[PERSON|Milošević, Stefan]] "Danke für Urlaub"     150,00+
14.03.   Kartenzahlung [[ORG|Bäckerei Sommer]] Künzelsau                 6,80-
Neuer Kontostand                                               1.962,44+`,

  // 61. Behavioral health intake (US, SSN after "is")
  `[[ORG|Lakeshore Counseling & Wellness, P.C.]] – New Client Intake (telehealth)
Client: [[PERSON|Autumn Rivera-Baptiste]]   DOB: [[DATE_OF_BIRTH|10/03/1996]]   Client ID: [[MRN|LCW-008817]]
Clinician: [[PERSON|Jonah Abernathy]], LICSW

Billing note: client states her SSN is [[SSN|204 71 5586]]; insurance is through her employer, [[ORG|Great Lakes Freight Brokers LLC]]. Copay $30.

Presenting concern: 29-year-old dispatcher reports low mood and poor sleep since her father's death in December. Denies SI/HI. Drinks 2-3 beers on weekends. Supports: roommate [[PERSON|Jazmin]] and sister [[PERSON|Destiny Rivera]].
Plan: weekly CBT x 8 sessions; PHQ-9 today = 14 (moderate). Will coordinate with PCP Dr. [[PERSON|Faisal Chaudhry]] at [[ORG|Northshore Primary Care]] (release signed today).
Emergency contact: [[PERSON|Destiny Rivera]], [[PHONE_E164|(773) 918-2264]]`,

  // 62. Nota de alta (Portugal, Portuguese)
  `[[ORG|Unidade Local de Saúde do Alto Tâmega]] – Serviço de Ortopedia
NOTA DE ALTA

Doente: [[PERSON|Maria da Conceição Ferraz Quintela]]
N.º de processo: [[MRN|2611847]]   Data de nascimento: [[DATE_OF_BIRTH|08/12/1940]]
Internamento: 01/03/2026 a 09/03/2026

Diagnóstico: fratura do colo do fémur esquerdo após queda em casa.
Cirurgia (02/03): artroplastia parcial da anca. Evolução favorável, marcha com andarilho.
Medicação: enoxaparina 40 mg/dia durante 30 dias, paracetamol SOS.
Seguimento: consulta externa em 6 semanas; fisioterapia na [[ORG|Santa Casa da Misericórdia de Chaves]].
Contacto da filha, Sr.ª [[PERSON|Lurdes Quintela]]: [[PHONE_E164|916 274 385]]

O médico, Dr. [[PERSON|Vasco Teixeira Amaral]] (cédula 48213)`,

  // 63. Outpatient letter (Australia)
  `[[ORG|Monash Coast Health]] – Endocrinology Outpatients
UR: [[MRN|4692920386]]

Dr [[PERSON|Priya Venugopal]]
[[ORG|Frankston Family Medical Centre]]
Fax [[PHONE_E164|(03) 9781 0042]]

Dear [[PERSON|Priya]],

Re: Mr [[PERSON|Callum Fitzgerald-Ng]], DOB [[DATE_OF_BIRTH|21/07/2001]]

Thank you for referring this 24-year-old apprentice electrician with newly diagnosed type 1 diabetes (GAD antibodies positive, HbA1c 10.8%). He has started basal-bolus insulin and is carb counting with our diabetes educator [[PERSON|Robyn Tait]]. He would like a CGM; we have applied for the subsidy.

Review in 3 months. His mum, [[PERSON|Mei Ling Ng]], asked to be copied in: [[EMAIL|meiling.ng68@bigpond.com]], [[PHONE_E164|0419 372 558]].

Kind regards,
A/Prof [[PERSON|Heath Carrodus]]`,

  // 64. 診療情報提供書 (Japan)
  `診療情報提供書
[[ORG|医療法人社団 青葉会 あおば内科クリニック]]
〒981-3133 仙台市泉区 / TEL [[PHONE_E164|022-374-1189]]

紹介先：[[ORG|東北みらい総合病院]] 消化器内科 [[PERSON|菅原]]先生 御侍史
患者氏名：[[PERSON|千葉 恵理子]] 様（女性）
生年月日：[[DATE_OF_BIRTH|昭和52年6月14日]]　患者ID：[[MRN|00318842]]

紹介目的：精査加療のお願い
1ヶ月前より心窩部痛、体重減少（3kg）。胃内視鏡にて胃体部に潰瘍性病変を認め、生検結果待ちです。ご多忙中恐縮ですが、ご高診のほどよろしくお願い申し上げます。

令和8年3月10日
医師 [[PERSON|大須賀 直人]]`,

  // 65. Credit card statement (Malaysia, English)
  `[[ORG|Bank Sentosa Berhad]] – Credit Card Statement
Statement Date: 15 MAR 2026   Payment Due: 04 APR 2026
[[PERSON|NURUL HIDAYAH BINTI ZAKARIA]]
Card No: [[CREDIT_CARD|5257 0488 3285 1750]]

Posting  Description                                        RM
16/02    [[ORG|NASI KANDAR PELITA ZAINUL]] PJ              38.70
18/02    [[ORG|MAXIM]]* A-7Q2XJ4 KUALA LUMPUR                   24.00
22/02    [[ORG|MYDIN]] SUBANG                              212.35
27/02    [[ORG|TENAGA NASIONAL]] JOMPAY                    167.90
03/03    [[ORG|KLINIK PERGIGIAN DR. LIM SOO HOCK]]        280.00
09/03    PAYMENT - THANK YOU                             -650.00
Total outstanding: RM 1,204.85   Minimum payment: RM 60.24
24-hour hotline: [[PHONE_E164|03-2178 8864]]`,

  // 66. Выписка по счёту (Russia)
  `[[ORG|АО «Банк Северная Пальмира»]]
Выписка по счёту № 40817810 5 0441 2287736 за период 01.02.2026–28.02.2026
Клиент: [[PERSON|Скворцова Ангелина Дмитриевна]]
Телефон: [[PHONE_E164|+7 921 647-18-35]]

Дата     Операция                                               Сумма, ₽
01.02    Зачисление з/п [[ORG|ООО «Невский Кабель-Сервис»]]            +78 400,00
03.02    Оплата [[ORG|Перекрёсток]] СПб                                   −2 318,60
05.02    Перевод по СБП [[PERSON|Роман Валерьевич С.]]                   −15 000,00
10.02    Оплата ЖКУ [[ORG|ТСЖ «Гражданский 114»]]                         −6 742,15
14.02    Перевод от [[PERSON|Гульнара Рашидовна Т.]]                     +3 500,00
19.02    Оплата [[ORG|ООО «Стоматология Улыбка»]]                       −9 800,00
Исходящий остаток: 61 412,83 ₽`,

  // 67. Chequing account statement (Canada)
  `[[ORG|Prairie Harvest Credit Union]] – Chequing Statement
Member: [[PERSON|Grace Whitehorse-Lavallée]]   Member # 0188-42176   Feb 1–Feb 28, 2026

Date    Transaction                                            Withdrawal   Deposit
Feb 02  Payroll – [[ORG|Saskatoon Tribal Council]]                                   2,104.66
Feb 04  INTERAC e-Transfer to [[PERSON|Noah Lavallée]]            250.00
Feb 06  POS [[ORG|Co-op Food Store]] #14 Saskatoon                    143.27
Feb 11  Pre-auth [[ORG|SaskTel]]                                     96.40
Feb 15  INTERAC e-Transfer from [[PERSON|Hope Bighetty]] (rent share)              600.00
Feb 20  POS [[ORG|Grace Kitchen Korean BBQ]]                           58.90
Feb 26  Cheque #214 – [[ORG|Mark's Work Wearhouse]]                    89.99
Closing balance 2,688.13
Questions? [[PHONE_E164|306-934-2271]] · Transit 40188`,

  // 68. CV (Argentina, Spanish)
  `[[PERSON|Facundo Ezequiel Lanzillotta]]
Rosario, Santa Fe · [[PHONE_E164|+54 9 341 618-4427]] · [[EMAIL|facu.lanzillotta@gmail.com]]
[[URL|linkedin.com/in/facundolanzillotta]]

PERFIL
Ingeniero industrial con 8 años en logística y comercio exterior de agroalimentos.

EXPERIENCIA
2020–actualidad · Jefe de Logística, [[ORG|Aceitera del Litoral S.A.]], San Lorenzo
 – Coordinación de 1.200 contenedores/año hacia China y Vietnam.
2017–2020 · Analista de Comercio Exterior, [[ORG|Frigorífico Las Tunas S.R.L.]]
2016 · Pasantía, [[ORG|Bolsa de Comercio de Rosario]]

FORMACIÓN
Ingeniería Industrial, [[ORG|Universidad Tecnológica Nacional – Facultad Regional Rosario]] (2016)

REFERENCIAS
Ing. [[PERSON|Mirta Coronel]], Gerente de Operaciones – [[PHONE_E164|0341 15-527-3096]]`,

  // 69. CV (UK, data science; job titles left unlabelled)
  `[[PERSON|Oluwaseun Adeyinka-Brandt]]
Data Scientist · Bristol · [[PHONE_E164|07891 246 530]] · [[EMAIL|seun.ab@fastmail.co.uk]] · [[URL|seun-ab.github.io]]

EXPERIENCE
Lead Data Scientist — [[ORG|Severnside Water Services plc]] (2023–present)
• Leak-detection model on 40k sensors; saved ~4 Ml/day. Reported to Dr [[PERSON|Hannah Prys-Jones]], Head of Analytics.
Data Scientist — [[ORG|Clifton Actuarial Partners LLP]] (2020–2023)
• Mortality models in R and Stan; mentored 3 graduates.
Research Assistant — [[ORG|University of Bath]] (2018–2020)

EDUCATION
MSc Statistics (Distinction), [[ORG|University of Warwick]], 2018
BSc Mathematics, [[ORG|Olabisi Onabanjo University]], 2016

SKILLS  Python, SQL, PyMC, Spark, dbt, Airflow · Right to work in the UK (settled status)`,

  // 70. Özgeçmiş (Turkey, Turkish)
  `ÖZGEÇMİŞ
[[PERSON|Zeynep Sıla Öztürkmen]]
Doğum tarihi: [[DATE_OF_BIRTH|22.04.1995]] · İzmir
Tel: [[PHONE_E164|0535 274 81 66]] · E-posta: [[EMAIL|zsila.ozturkmen@hotmail.com]]

İŞ DENEYİMİ
2021 – halen  Dış Ticaret Uzmanı, [[ORG|Ege Zeytin ve Gıda Sanayi A.Ş.]], Torbalı
  – İspanya ve Almanya'ya ihracat operasyonları, akreditif takibi
2018 – 2021  Satış Temsilcisi, [[ORG|Karşıyaka Lojistik Ltd. Şti.]]

EĞİTİM
[[ORG|Dokuz Eylül Üniversitesi]], Uluslararası Ticaret (2018)

REFERANSLAR
[[PERSON|Levent Karagöz]] Bey, Genel Müdür – [[PHONE_E164|0232 853 40 17]]
[[PERSON|Aslı Demirkol]] Hanım, İK Müdürü`,

  // 71. CV (Ghana and Canada, English)
  `[[PERSON|AKOSUA MENSIMA OWUSU-BOATENG]]
Mississauga, ON · [[PHONE_E164|(647) 382-9104]] · [[EMAIL|akosua.ob@gmail.com]]

SUMMARY
Registered Practical Nurse ([[ORG|CNO]]) with 7 years in long-term care and community health, Ghana and Canada.

EXPERIENCE
RPN, [[ORG|Sheridan Park Long Term Care Residence]], Mississauga (2022–present)
• Medication administration for 32 residents; charge nurse on night shift.
Staff Nurse, [[ORG|Korle-Bu Teaching Hospital]], Accra (2017–2021)
• Surgical ward; preceptor for nursing students from [[ORG|Ghana Christian University College]].

EDUCATION
Practical Nursing Diploma (bridging), [[ORG|Humber Polytechnic]], 2022
Diploma in General Nursing, [[ORG|Nursing and Midwifery Training College, Kumasi]], 2016

REFERENCES
[[PERSON|Patience Agyemang-Duah]], Director of Care – [[PHONE_E164|905-824-6613]]
Sr. [[PERSON|Comfort Asantewaa]] (Ghana) – [[PHONE_E164|+233 24 418 7752]]`,

  // 72. Telegram, apartment sublet (Israel, English and Hebrew)
  `Telegram · TLV sublets 🏙️
[[PERSON|noa.ben.shushan]], [10.03.2026 12:04]
Sublet in Florentin, 2 rooms, 1-30 April, 6,200 ₪. Msg me or call [[PHONE_E164|054-771-2893]]
[[PERSON|Yotam K]], [10.03.2026 12:20]
hi [[PERSON|Noa]], is it still available? I'm relocating from [[ORG|Elbit Vision Dynamics Ltd.]] Haifa office for a month
[[PERSON|noa.ben.shushan]], [10.03.2026 12:26]
yes! the landlord is [[PERSON|אברהם פרלמוטר]] (he speaks only Hebrew 😅). Deposit by bank transfer to [[ORG|בנק ירושלים]] or Bit
[[PERSON|Yotam K]], [10.03.2026 12:31]
perfect. my email is [[EMAIL|yotam.katzenelson@gmail.com]], send me the contract
[[PERSON|noa.ben.shushan]], [10.03.2026 12:35]
sent. תודה [[PERSON|יותם]]!`,

  // 73. Live chat, mobile carrier (US)
  `[[ORG|Bluestem Wireless]] Chat · 03/12/2026
Agent [[PERSON|Tyrell]]: Thanks for chatting with [[ORG|Bluestem]]! Who am I speaking with?
Customer: [[PERSON|Hope Castellano-Briggs]]. I want to port my number to you
Agent [[PERSON|Tyrell]]: Great, [[PERSON|Hope]]! What number are we moving over?
Customer: [[PHONE_E164|(254) 613-8820]], it's with my old carrier
Agent [[PERSON|Tyrell]]: Perfect. To run the credit check I need your SSN and date of birth.
Customer: ssn [[SSN|471-09-3362]], born [[DATE_OF_BIRTH|May 8 1990]]
Agent [[PERSON|Tyrell]]: Thank you. Approved! Your port-out PIN from the old carrier?
Customer: 418820
Agent [[PERSON|Tyrell]]: Got it. Order #BW-7741-208. Your SIM ships to the address on file; I hope that helps. Anything else?
Customer: will my husband [[PERSON|Will]] keep his line on the family plan?
Agent [[PERSON|Tyrell]]: Yes, [[PERSON|Will]] stays on the plan.`,

  // 74. Teams, vendor onboarding (Malaysia, English and Malay)
  `Teams · Procurement MY
[[PERSON|Siti Khadijah Mohd Yusof]] 09:30
Morning [[PERSON|Ravin]], vendor registration for [[ORG|Cahaya Mekar Engineering Sdn. Bhd.]] still pending?
[[PERSON|Ravindran a/l Muniandy]] 09:34
Yes kak, they haven't sent the [[ORG|SSM]] cert. PIC is Encik [[PERSON|Hafiz Ismail]], [[PHONE_E164|012-376 4419]]
[[PERSON|Siti Khadijah Mohd Yusof]] 09:35
Can you chase? PO 4500218832 is waiting. Their bank is [[ORG|Agrobank]], account 2204-1183-7726
[[PERSON|Ravindran a/l Muniandy]] 09:41
Called already. He says will email by lunch to [[EMAIL|procurement.my@tanjungtech.com.my]]
[[PERSON|Siti Khadijah Mohd Yusof]] 09:42
ok tq. Nanti inform [[PERSON|Mei Fong]] in finance also`,

  // 75. WhatsApp, tutoring (Egypt, Arabic)
  `[9‏/3‏/2026 5:10 م] [[PERSON|أم يوسف]]: مساء الخير يا مستر [[PERSON|شريف]]، [[PERSON|يوسف]] مش هيقدر ييجي درس الخميس عنده امتحان في المدرسة
[9‏/3‏/2026 5:18 م] [[PERSON|شريف عبد الحميد]]: مساء النور، مفيش مشكلة. نخليها السبت الساعة 6؟
[9‏/3‏/2026 5:19 م] [[PERSON|أم يوسف]]: تمام. وحضرتك محتاج فلوس الشهر كاش ولا تحويل؟
[9‏/3‏/2026 5:22 م] [[PERSON|شريف عبد الحميد]]: ممكن انستاباي على رقمي [[PHONE_E164|0106 482 7731]] أو تحويل على [[ORG|بنك التعمير والإسكان]]
[9‏/3‏/2026 5:23 م] [[PERSON|أم يوسف]]: حاضر. وبلغ سلامي لمدام [[PERSON|هالة]]`,

  // 76. IT helpdesk ticket (US)
  `INC0091847 · VPN drops every 10 minutes · Priority 3
Caller: [[PERSON|Rosa Lindgren-Obi]] ([[EMAIL|rlindgren-obi@harwick-county.gov]]), Assessor's Office, ext. 4471
Assigned to: [[PERSON|Dwayne Pettibone]] (Network)

Description: Since the Windows update on 3/8 my VPN (FortiClient 7.2.4.0972) disconnects every 10 min while working from home. Home IP is [[IPV4|73.162.49.216]]. I have tried restarting the router.

Work notes ([[PERSON|Dwayne Pettibone]]): Logs show DPD timeouts from [[IPV4|73.162.49.216]] to the concentrator [[IPV4|198.51.100.14]]... correction, concentrator is [[IPV4|142.93.17.208]]. User's ISP router ([[ORG|Xfinity]]) has SIP ALG on. Walked [[PERSON|Rosa]] through disabling it by phone at [[PHONE_E164|(352) 418-7720]]. Stable for 45 min. Resolving; KB article: [[URL|kb.harwick-county.gov/vpn/dpd-timeouts]]`,

  // 77. Support ticket, web shop (Belgium, Dutch)
  `Ticket #BE-2026-031877 – Terugbetaling dubbele betaling
Klant: [[PERSON|Lotte Vanhaverbeke]]
Tel.: [[PHONE_E164|0478 62 19 34]] · E-mail: [[EMAIL|lotte.vanhaverbeke@telenet.be]]

Bericht klant:
"Goeiedag, ik heb bestelling 100448127 (tuinset, € 649) twee keer betaald via Bancontact. Gelieve het dubbele bedrag terug te storten op [[IBAN|BE05 7938 3692 9981]]. Mijn man [[PERSON|Wouter De Cuyper]] heeft de factuur op naam van zijn firma [[ORG|De Cuyper Schrijnwerken BV]] gevraagd, btw BE 0712.418.993."

Interne nota ([[PERSON|Jens]], klantendienst [[ORG|Tuinhuys Vlaanderen NV]]):
Dubbele betaling bevestigd door [[ORG|Worldline]]. Terugstorting van € 649 ingepland op 13/03. Klant gebeld.`,

  // 78. Support ticket, e-wallet (Philippines, English and Tagalog)
  `Ticket PH-55821 · Failed cash-in not credited
Customer: [[PERSON|Mary Grace Dela Peña-Soriano]]
Mobile: [[PHONE_E164|0917 504 8836]]
Email: [[EMAIL|marygrace.delapena@yahoo.com]]

Customer message: Hi po, nag cash-in ako ng ₱5,000 sa [[ORG|Puregold]] Cubao kahapon 6:14 pm pero hindi pumasok sa wallet ko. Ref no. 7781 0034 2219. Please help po, pambayad ko sana sa tuition ng anak ko sa [[ORG|Colegio de San Lorenzo Ruiz]].

Agent reply ([[PERSON|Jericho]]): Hello Ma'am [[PERSON|Mary Grace]], pasensya na po sa abala. Na-verify na po namin sa partner merchant. The ₱5,000 will be credited within 24 hours. Your case number is CS-0312-66104. Salamat po!`,

  // 79. E-mail, conveyancing (England, solicitor)
  `From: [[PERSON|Harriet Oyelaran-Wyld]] <[[EMAIL|h.oyelaran-wyld@pennantbrook.law]]>
To: [[PERSON|Tomasz Grzelak]] <[[EMAIL|tomasz.grzelak@gmail.com]]>
Subject: 14 Mark Lane, Faversham – completion statement

Dear [[PERSON|Tomasz]],

Please find attached the completion statement for your purchase. The balance of £38,412.50 must reach our client account by 10am on Friday 20 March:

[[ORG|Pennant Brook Solicitors LLP]] Client Account
[[IBAN|GB38 BARC 8776 9830 7174 70]]
Reference: GRZ/7731

For the SDLT return we still need your National Insurance number and date of birth; you gave these by phone as [[NATIONAL_ID|SC 47 30 81 A]] and [[DATE_OF_BIRTH|3 October 1987]].

Please call me, not email, to confirm bank details before sending, as we never change them by email. My direct line is [[PHONE_E164|01795 537 218]].

Kind regards,
[[PERSON|Harriet Oyelaran-Wyld]]
Associate, [[ORG|Pennant Brook Solicitors LLP]]`,

  // 80. E-mail, rental inspection (Australia, word-names)
  `From: [[PERSON|Jade Kurtović]] <[[EMAIL|jade.k@harbourlightproperty.com.au]]>
To: [[PERSON|Summer]] and [[PERSON|Bill Papadakis]] <[[EMAIL|papadakis.fam@optusnet.com.au]]>
Subject: Routine inspection – 7/22 Rose Parade, Marrickville

Hi [[PERSON|Summer]] and [[PERSON|Bill]],

Just a reminder that your routine inspection is on Wednesday 18 March between 10am and 12pm. Please make sure the smoke alarms are accessible. The summer storm damage to the back fence has been approved for repair; [[ORG|Inner West Fencing & Gates Pty Ltd]] will contact you on [[PHONE_E164|0402 618 447]] to book a time.

Rent for April ($2,860) is due 1 April; BSB 062-118, account 1044 8821, ref PAPA722.

If anything comes up, give me a call on [[PHONE_E164|(02) 8594 3361]].

Kind regards,
[[PERSON|Jade]]
Property Manager | [[ORG|Harbourlight Property Group]]`,
];
