/**
 * Corpus 2026d, part 2: held-out evaluation documents (issue 22, point 6).
 *
 * Written and labelled on 2026-11-28 by the labeller session `label-d2`, which never read the engine
 * (`src/`, `train/`, `test/`, `bench/`, `services/redaction/`) and never ran it. Every person,
 * organisation and number is invented. Markup and conventions: `../corpus-2026/README.md`.
 * **Held out: never used while tuning.** Only the lead scores it, in aggregate. See `README-2.md`.
 * Each document's comment names its genre and the region it is set in.
 */
export const HELDOUT_D_2_CORPUS: string[] = [
  // 1. Ward progress note (GB)
  `Ward 7B, [[ORG|Royal Ashcombe Infirmary]] – progress note 02:40
Pt: [[PERSON|Will Haverford]], 74M. NHS no. [[MRN|485 777 3457]]. DOB [[DATE_OF_BIRTH|14/03/1951]].
S: "Feeling a bit brighter." Slept 4h. Will mobilise with frame today, says he will try the chair.
O: T 37.9, HR 96, BP 118/72, SpO2 94% on 2L. Chest: coarse creps R base. CRP 142 (from 188).
A: CAP R lower lobe, improving on IV co-amoxiclav day 3.
P: switch to oral if afebrile 24h; physio referral done (ref PHY-20931); repeat bloods 06:00.
Son [[PERSON|Mark Haverford]] is NOK, tel [[PHONE_E164|07402 791884]]; asked to mark on chart that he wants a call before any move.
Discussed with [[PERSON|Dr Vaidehi Sethumadhavan]] (reg). Bleep 4471.
[[PERSON|R. Okonkwo-Bell]], Staff Nurse`,

  // 2. Entlassungsbrief, internal medicine (DE)
  `[[ORG|Klinikum Lindenbrunn gGmbH]] · Medizinische Klinik II
Entlassungsbrief

Sehr geehrte Frau Kollegin [[PERSON|Dr. Hiltrud Wempe]],

wir berichten über Ihren Patienten Herrn [[PERSON|Jürgen Oberdiek]], geb. [[DATE_OF_BIRTH|03.11.1958]], Pat.-Nr. [[MRN|20571396]], der sich vom 17.11. bis 25.11.2026 in unserer stationären Behandlung befand.

Diagnosen: NSTEMI, Zwei-Gefäß-KHK; Z. n. PCI mit DES RIVA (Fall-Nr. 26-884102).
Medikation bei Entlassung: ASS 100 mg 1-0-0, Ticagrelor 90 mg 1-0-1 (für 12 Monate), Atorvastatin 80 mg 0-0-1.

Die Ehefrau, Frau [[PERSON|Gisela Oberdiek]], ist unter [[PHONE_E164|0151 60594018]] erreichbar.
Eine Anschlussheilbehandlung in der [[ORG|Reha-Klinik Am Kurpark Bad Salzhelden]] ist beantragt.

Mit freundlichen Grüßen
Prof. Dr. med. [[PERSON|Anselm Kettering]], Chefarzt      [[PERSON|Lea-Marie Uysal]], Assistenzärztin`,

  // 3. 診療情報提供書, referral letter (JP)
  `診療情報提供書
[[ORG|医療法人社団 青葉会 みなと台クリニック]] 院長 [[PERSON|久我 隆之]]
紹介先：[[ORG|東都大学医学部附属病院]] 消化器内科 [[PERSON|真壁]]先生 御侍史

患者氏名：[[PERSON|大須賀 美緒]] 様（女性）
生年月日：[[DATE_OF_BIRTH|昭和62年8月21日]]
診察券番号：[[MRN|00731-55]]
連絡先：[[PHONE_E164|090-1698-5012]]

いつも大変お世話になっております。上記患者様、10月頃より心窩部痛と体重減少（3kg／2か月）を認め、当院にて上部内視鏡を予定しておりましたが、ご本人の希望により貴院での精査をお願い申し上げます。採血ではHb 10.8、CEA 2.1です。
お忙しいところ恐縮ですが、よろしくご高診のほどお願いいたします。
令和8年11月26日`,

  // 4. Laboratory report (US)
  `[[ORG|Cedar Hollow Regional Laboratories]] — CLIA 45D2209134
FINAL REPORT   Accession: CH-26-1187342   Collected: 11/24/2026 07:12
Patient: [[PERSON|ROSE, AVERY J]]   MRN: [[MRN|E00482761]]   DOB: [[DATE_OF_BIRTH|06/30/1989]]   Sex: F
Ordering: [[PERSON|Dr. Nnamdi Achterberg]], [[ORG|Rose Valley Family Medicine]]

TEST                 RESULT   FLAG  REF RANGE
TSH                  7.84     H     0.45-4.50 uIU/mL
Free T4              0.71     L     0.82-1.77 ng/dL
Anti-TPO             312      H     0-34 IU/mL
Ferritin             18             15-150 ng/mL

Comment: Results called to [[PERSON|Kayleigh]] at ordering office 11/24 14:05, read back verified.
Specimen: serum, rose-tinted (slight hemolysis), acceptable.
Questions: client services [[PHONE_E164|(615) 483-2207]]`,

  // 5. Compte rendu de consultation (FR)
  `[[ORG|Centre Hospitalier de Vaudrenne]] – Service de Rhumatologie
Compte rendu de consultation du 19/11/2026

Patiente : Mme [[PERSON|Solène Marchetti-Daubigny]], née le [[DATE_OF_BIRTH|02/02/1976]]
IPP : [[MRN|1900327715]]
Médecin traitant : Dr [[PERSON|Hervé Lantoine]], 12 rue des Tanneurs

Cher confrère,
J'ai revu Mme [[PERSON|Marchetti-Daubigny]] pour sa polyarthrite rhumatoïde. Sous méthotrexate 15 mg/semaine, le DAS28 est à 3,1. Je propose d'ajouter l'hydroxychloroquine 400 mg/j. Prochain bilan dans 3 mois (RDV n° 88341).
La patiente souhaite être jointe au [[PHONE_E164|06 17 68 23 52]] plutôt qu'au fixe.

Bien confraternellement,
Dr [[PERSON|Inès Boukhalfa]]
[[EMAIL|secretariat.rhumato@ch-vaudrenne.fr]]`,

  // 6. Discharge summary (IN)
  `[[ORG|Sahyadri Sevashram Multispeciality Hospital]], Pune
DISCHARGE SUMMARY
Name: Smt. [[PERSON|Lalitha Ramakrishnan Iyer]]   Age/Sex: 63/F   UHID: [[MRN|SSH/2026/0418827]]
IP No: 26-11-3391 (not for billing queries)   DOA: 18/11/2026   DOD: 24/11/2026
Consultant: Dr. [[PERSON|Abhijeet Dharwadkar]] (MD, DM Cardiology)

Diagnosis: Acute decompensated heart failure, EF 30%; T2DM; CKD stage 3a.
Course: Admitted with breathlessness NYHA IV. Treated with IV furosemide, started sacubitril/valsartan. Weight down 4.2 kg.
Advice: Fluid restriction 1.2 L/day; review in OPD after 7 days with KFT.

Attendant: [[PERSON|Venkataraman Iyer]] (son), mobile [[PHONE_E164|98451 20736]]
Aadhaar (for PM-JAY claim): [[NATIONAL_ID|5286 0795 6044]]
TPA: [[ORG|Medisure Health Insurance TPA Pvt. Ltd.]], claim ref MHI/CL/7724150

Prepared by Dr. [[PERSON|Sneha Patwardhan]] (RMO)`,

  // 7. 진료의뢰서, referral (KR)
  `진료의뢰서

[[ORG|새봄연합내과의원]] → [[ORG|한빛대학교병원]] 호흡기내과
환자성명: [[PERSON|도예린]] (여, 34세)
생년월일: [[DATE_OF_BIRTH|1992년 5월 9일]]
등록번호: [[MRN|10284471]]
연락처: [[PHONE_E164|010-2953-3771]]

상기 환자는 8주 이상 지속되는 마른기침과 야간 천명음으로 내원하였습니다. 흉부 X-ray상 특이소견 없으며, 흡입스테로이드 2주 사용 후에도 호전이 없어 폐기능검사 및 정밀 평가를 의뢰드립니다.
보호자: 남편 [[PERSON|권태오]] 님

바쁘신 와중에 수고를 끼쳐 죄송합니다. 잘 부탁드립니다.
2026년 11월 25일
의뢰의사: [[PERSON|남궁 석진]] (서명)`,

  // 8. Checking account statement (US)
  `[[ORG|Prairie Lantern Credit Union]]
Statement period: Oct 28 – Nov 27, 2026        Page 1 of 2
[[PERSON|SUMMER K DELACROIX]]
Member # 0048817 · Checking ****6621

DATE   DESCRIPTION                                    AMOUNT      BALANCE
10/29  POS [[ORG|HOLLIS & VANE OUTFITTERS]] SUMMER SALE  -84.16     2,411.09
10/31  ACH DEP [[ORG|TRIBOROUGH MECHANICAL INC]] PAYROLL  +1,922.40  4,333.49
11/03  ZELLE TO [[PERSON|GRACE NAKASHIMA-OYELARAN]]          -250.00    4,083.49
11/07  [[ORG|QUIKBRIGHT FUEL]] #0442 OMAHA NE               -46.03     4,037.46
11/12  BILL PAY [[ORG|MIDPLAINS ELECTRIC COOP]] CONF 88124  -131.77    3,905.69
11/20  CHECK 1147                                         -600.00    3,305.69

Courtesy pay grace period ends 12/02. Questions? Call [[PHONE_E164|(402) 554-7716]] or visit [[URL|www.prairielanterncu.org/help]]`,

  // 9. Kontoauszug (DE)
  `[[ORG|Volksbank Oberhavel-Ruppin eG]]
Kontoauszug Nr. 11/2026 · Girokonto
Kontoinhaberin: [[PERSON|Franziska Ehrenreich-Vogt]]
IBAN: [[IBAN|DE04 2605 3573 6333 3159 17]]

Buchung   Vorgang                                                   Betrag EUR
03.11.    Lastschrift [[ORG|Stadtwerke Wittbrück GmbH]] Abschlag Strom  -78,00
05.11.    Gutschrift Gehalt [[ORG|Norrland Fahrzeugtechnik GmbH & Co. KG]]  +2.846,13
09.11.    Kartenzahlung [[ORG|Backhaus Mertens]] Oranienburg           -12,40
14.11.    Überweisung an [[PERSON|Malte Sondergaard]] Miete Dez          -720,00
          IBAN [[IBAN|DE77 1696 9651 8605 1091 50]]
21.11.    Lastschrift [[ORG|Hanseatic Vorsorge Versicherung AG]] Vertr. 4471-22  -36,90
24.11.    Rechnung 2026-11873 [[ORG|Zahnarztpraxis am Schlossgarten]]     -145,00

Neuer Saldo: 3.104,55 EUR   Kundenservice: [[PHONE_E164|03301 5917340]]`,

  // 10. Carta de concesión de préstamo (ES)
  `[[ORG|Caja Rural del Alto Jalón, S.C.C.]]
Oficina 0417 – Calatayud

Estimada Sra. [[PERSON|Remedios Ballesteros Quintana]]:

Nos complace comunicarle que su solicitud de préstamo personal n.º 2026/PP/009184 ha sido aprobada por un importe de 12.500,00 € a 60 meses, TIN 6,95 %, TAE 7,41 %.
El importe se abonará en su cuenta [[IBAN|ES16 3581 4106 1966 5555 6086]] una vez firmada la escritura ante el notario D. [[PERSON|Fermín Aranda Lozoya]].
Como avalista figura D. [[PERSON|Jacinto Ballesteros Gil]].

Para cualquier consulta puede contactar con su gestora, [[PERSON|Nuria Esparza]], en el [[PHONE_E164|976 88 14 32]] o en [[EMAIL|n.esparza@cajaruralaltojalon.es]].

Atentamente,
[[PERSON|Luis Miguel Carrasco]]
Director de Oficina`,

  // 11. CV (NG)
  `CURRICULUM VITAE
[[PERSON|Chukwuemeka Obiageli Nwachukwu-Ade]]
Lekki Phase 1, Lagos · [[PHONE_E164|0806 622 4817]] · [[EMAIL|emeka.nwachukwu.ade@gmail.com]]
[[URL|linkedin.com/in/emeka-nwade]]

PROFILE
Chartered accountant (ICAN) with 9 years in audit and fintech finance.

EXPERIENCE
Financial Controller — [[ORG|Kolanut Payments Ltd]], Lagos            2022 – present
 • Closed monthly books for 3 entities; cut close from 12 to 6 days.
Senior Associate, Assurance — [[ORG|Adeyemi Okafor & Partners]]      2017 – 2022
Graduate Trainee — [[ORG|Niger Delta Breweries Plc]]                 2015 – 2017

EDUCATION
B.Sc. Accounting, [[ORG|University of Nsukka Heights]] (second class upper), 2014

REFEREES
[[PERSON|Mrs. Folasade Akinwunmi-Bello]], CFO, [[ORG|Kolanut Payments Ltd]] — [[PHONE_E164|0802 727 6394]]
[[PERSON|Dr. Ikenna Uzodimma]], Partner, [[ORG|Adeyemi Okafor & Partners]]`,

  // 12. E-mail with signature block (AU)
  `From: [[PERSON|Grace Whitlock-Tran]] <[[EMAIL|grace.whitlock-tran@bluegumlogistics.com.au]]>
To: [[EMAIL|accounts@mareebafreight.com.au]]
Subject: RE: Invoice INV-0049127 – short payment

Hi [[PERSON|Hamish]],

Thanks for the remittance. It's $412.50 short against INV-0049127 – I think the fuel levy from the October rate card wasn't applied. Could you check and top up by Friday? Happy to jump on a call.

Cheers,
[[PERSON|Grace]]

[[PERSON|Grace Whitlock-Tran]]
Accounts Receivable Lead | [[ORG|Bluegum Logistics Pty Ltd]]
ABN 51 824 753 556
P [[PHONE_E164|(08) 8219 8634]] | M [[PHONE_E164|0412 263 918]]
Unit 4, 17 Grace Street, Wingfield SA 5013`,

  // 13. Slack channel #ops-oncall (US)
  `#ops-oncall
[[PERSON|mark.osei]] 09:12  anyone looking at the 502s on checkout? started ~09:05
[[PERSON|tessa_lindqvist]] 09:13  yep. lb health checks failing on [[IPV4|10.42.7.118]], pulling it
[[PERSON|mark.osei]] 09:14  ty. can you mark the incident as SEV2 in the tracker, I'm on the bridge
[[PERSON|tessa_lindqvist]] 09:14  done, INC-77310. will ping [[PERSON|bill]] from db team
[[PERSON|bill.ahn]] 09:16  here. replica lag was 40s on [[IPV4|10.42.9.23]], failing over now
[[PERSON|bill.ahn]] 09:21  lag back to <1s. deploy v4.12.0.3 is still rolling, don't roll back yet
[[PERSON|mark.osei]] 09:22  k. [[PERSON|will]] you write the timeline? [[PERSON|tessa]] has the bill of materials review at 10
[[PERSON|will_ferreira]] 09:23  on it 👍`,

  // 14. Support ticket with internal note (PH)
  `Ticket #PH-559201 · Priority: High · Channel: e-mail
From: [[PERSON|Ma. Lourdes Dimaculangan]] <[[EMAIL|lourdes.dimaculangan@yahoo.com.ph]]>
Subject: Hindi ko ma-access yung account ko

Hello po, I tried to log in pero laging "invalid OTP". The OTP I got was 884213 tapos expired agad. My order 4400-1887-2931 is still pending, already paid via card ending 0418. Please call me at [[PHONE_E164|0917 446 7861]], salamat po.

— Internal note ([[PERSON|jerome.santos]]) —
Customer verified via DOB on file. OTP SMS gateway had delays (see status page). Resent link. Escalated to [[PERSON|Kristine Mae Villanueva]] (Tier 2) because the payment from [[ORG|Bangko Silangan Savings Bank]] shows captured twice. Do NOT refund until finance confirms.`,

  // 15. 门诊病历 outpatient record (CN)
  `[[ORG|江州市第二人民医院]] 门诊病历
姓名：[[PERSON|欧阳诗涵]]　性别：女　年龄：41岁
门诊号：[[MRN|MZ20261126-0733]]　就诊日期：2026-11-26
联系电话：[[PHONE_E164|139 6658 5560]]

主诉：反复上腹痛3月，加重1周。
现病史：患者3月前无明显诱因出现上腹部隐痛，餐后加重，伴反酸。1周前疼痛加重，自服奥美拉唑效果不佳。
查体：腹软，剑突下轻压痛，无反跳痛。
初步诊断：慢性胃炎？消化性溃疡待排。
处理：预约胃镜（预约号 GJ-58812），幽门螺杆菌呼气试验。
家属：丈夫[[PERSON|陶建军]]陪同。
医生签名：[[PERSON|蒋]]医生　（主治医师）`,

  // 16. Выписка из медицинской карты (RU)
  `[[ORG|ГБУЗ «Городская клиническая больница № 14 им. В. П. Заречного»]]
ВЫПИСКА ИЗ МЕДИЦИНСКОЙ КАРТЫ СТАЦИОНАРНОГО БОЛЬНОГО № [[MRN|8814/26]]

Ф.И.О.: [[PERSON|Белоусова Ангелина Викторовна]]
Дата рождения: [[DATE_OF_BIRTH|17.04.1967]]
Находилась на лечении в кардиологическом отделении с 12.11.2026 по 23.11.2026.
Диагноз: Гипертоническая болезнь III ст., риск 4. Пароксизм фибрилляции предсердий.
Лечение: бисопролол 5 мг, апиксабан 5 мг 2 р/д.
Рекомендовано: наблюдение кардиолога по месту жительства, контроль ЭКГ через месяц.
Контактный телефон родственника (дочь, [[PERSON|Катерина]]): [[PHONE_E164|8 (912) 137-84-09]]

Лечащий врач: [[PERSON|Гусейнов Р. Т.]]
Зав. отделением: [[PERSON|Лаптева О. И.]]`,

  // 17. KYC address-verification letter (AE)
  `[[ORG|بنك الواحة الوطني]]
التاريخ: 24 نوفمبر 2026
المرجع: KYC/DXB/2026/55817

السيد [[PERSON|خليفة سعيد المرزوقي]] المحترم،

تحية طيبة وبعد،
نود إبلاغكم بأن وثائق "اعرف عميلك" الخاصة بحسابكم قد انتهت صلاحيتها. يرجى تحديث نسخة بطاقة الهوية وجواز السفر قبل 15 ديسمبر 2026 لتجنب تجميد الحساب.
رقم الحساب الدولي: [[IBAN|AE65 5417 4010 4702 5488 148]]
جهة العمل المسجلة: [[ORG|شركة رمال الخليج للمقاولات ذ.م.م]]

للاستفسار يرجى الاتصال بمدير العلاقة [[PERSON|ريم بن ظاهر]] على الرقم [[PHONE_E164|050 349 0186]] أو عبر البريد [[EMAIL|reem.binzaher@wahabank.ae]].

مع خالص التحية،
إدارة الامتثال`,

  // 18. ใบรายงานผลตรวจทางห้องปฏิบัติการ, lab report (TH)
  `[[ORG|โรงพยาบาลเวชรักษ์นครปฐม]]
รายงานผลการตรวจทางห้องปฏิบัติการ
ชื่อผู้ป่วย: นางสาว[[PERSON|พิมพ์ชนก ศรีวงศ์สกุล]]   HN: [[MRN|64-018825]]   อายุ 29 ปี
แพทย์ผู้ส่งตรวจ: นพ.[[PERSON|ธนกฤต วัฒนาอุดม]]
วันที่เก็บตัวอย่าง: 25/11/2569

CBC: WBC 11.2 (H), Hb 12.1, Plt 289
Dengue NS1 Ag: Negative
Dengue IgM: Negative
Urine analysis: WBC 10-20/HPF (H)

หมายเหตุ: แจ้งผลทางโทรศัพท์แก่คุณ[[PERSON|มาลี]] (มารดา) เบอร์ [[PHONE_E164|081 266 0457]] เวลา 14:20 น.
ผู้รายงานผล: [[PERSON|กมลวรรณ ใจดี]] นักเทคนิคการแพทย์`,

  // 19. Credit card statement (SG)
  `[[ORG|Straits Harbour Bank]] · Platinum Rewards Card
Statement date 22 Nov 2026 · Payment due 12 Dec 2026
[[PERSON|TAN WEI LING, HOPE]]
Card no. ending 3275

Trans date  Description                                   SGD
28 Oct      [[ORG|KOPI & KAYA HOUSE]] TIONG BAHRU                 8.60
30 Oct      [[ORG|LUMEN OPTICAL PTE LTD]]                       388.00
02 Nov      GRAB* A-7LK29QX (ride)                         14.20
09 Nov      [[ORG|PASAR JAYA MART]] SENGKANG                     62.35
15 Nov      [[ORG|HARBOURFRONT DENTAL CENTRE]]                  240.00
18 Nov      PAYMENT - THANK YOU                          -1,200.00

Supplementary card holder: [[PERSON|LIM JUN HAO]]
Min. payment SGD 50.00. Lost card hotline [[PHONE_E164|6007 5318]].`,

  // 20. E-mail (IT)
  `Da: [[PERSON|Ginevra Castellucci]] <[[EMAIL|g.castellucci@tessiturevalbrembana.it]]>
A: [[EMAIL|ordini@fratellibonomi.it]]
Oggetto: Conferma ordine n. 26/0874 – tessuti collezione primavera

Gentile dott.ssa [[PERSON|Bonomi]],

confermiamo la ricezione del Vostro ordine n. 26/0874 del 20/11. La consegna è prevista per il 9 dicembre tramite corriere (tracking 1Z 84X 226 04 9318 7750).
Per la fattura elettronica utilizzeremo il codice destinatario M5UXCR1 già in anagrafica.

Per qualsiasi necessità può contattare il sig. [[PERSON|Ottavio Ghezzi]] al [[PHONE_E164|348 905 2617]].

Cordiali saluti,
[[PERSON|Ginevra Castellucci]]
Ufficio commerciale – [[ORG|Tessiture Val Brembana S.r.l.]]
P.IVA 03817420163`,
];
