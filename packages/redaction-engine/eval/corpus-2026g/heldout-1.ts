// Corpus 2026g, part 1: held-out documents (issue 22). Never used while tuning; see README-1.md.
// Markup [[TYPE|value]] as in ../corpus-2026/README.md. Every person and number is invented.
export const HELDOUT_G_1_CORPUS: readonly string[] = [
  // 1 GB WhatsApp, tenants
  `[14/03/2026, 19:02] [[PERSON|bernie okafor]]: anyone else's boiler off again?? flat 3 freezing
[14/03/2026, 19:04] [[PERSON|Tamsin]]: yes since lunch. I rang [[ORG|Nunthorpe & Vale Lettings Ltd]] and got hold music for 40 min
[14/03/2026, 19:05] [[PERSON|Tamsin]]: their out of hours is [[PHONE_E164|07400 160587]] apparently
[14/03/2026, 19:09] [[PERSON|Rafe Lindqvist-Amos]]: that's [[PERSON|Gideon]]'s mobile not out of hours lol. Try the agent [[PERSON|Priya Halloran]] [[PHONE_E164|+44 7400 174865]]
[14/03/2026, 19:11] [[PERSON|bernie okafor]]: will do. also who parked the blue Corsa across the bins on Wellbeck Road
[14/03/2026, 19:12] [[PERSON|Rafe Lindqvist-Amos]]: not me, mine's at [[ORG|Kwik Fit]] till Tuesday
[14/03/2026, 19:20] [[PERSON|Tamsin]]: [[PERSON|Priya]] says engineer from [[ORG|Calder Heat & Gas]] Monday 8-12. ref HLG-22871 (not the deposit ref)
[14/03/2026, 19:21] [[PERSON|bernie okafor]]: legend 🙏
[14/03/2026, 19:30] [[PERSON|Tamsin]]: also the agency wants NI numbers for the renewal. mine's [[NATIONAL_ID|SW 21 46 45 A]], [[PERSON|bernie]] yours?
[14/03/2026, 19:31] [[PERSON|bernie okafor]]: [[NATIONAL_ID|HL803270D]] i think, will check payslip`,
  // 2 US Slack
  `#ops-payroll  — Slack export
**[[PERSON|jordan.meeks]]** 9:14 AM
@[[PERSON|nadia vance]] the W-2 for [[PERSON|Colby Ashworth]] bounced, his SSN on file is [[SSN|615-35-8980]] but the form shows 615-35-898 (dropped a digit)
**[[PERSON|nadia vance]]** 9:16 AM
ugh. I'll fix in the payroll tool. can you ping [[PERSON|Hollis]] at [[ORG|Brightwater Staffing LLC]]? [[PERSON|hollis]] uses [[EMAIL|h.greer@brightwater-staffing.com]]
**[[PERSON|jordan.meeks]]** 9:17 AM
on it. also [[PERSON|Will Dunleavy]] asked if we will reimburse the Denver offsite mileage
**[[PERSON|nadia vance]]** 9:18 AM
yes but only after Q2 close. tell [[PERSON|Will]] to call me [[PHONE_E164|(201) 559-4080]]
**[[PERSON|jordan.meeks]]** 9:19 AM
also [[PERSON|Colby]] added his wife [[PERSON|Renata Ashworth]] as a dependent, SSN [[SSN|241-10-8250]], DOB [[DATE_OF_BIRTH|6/22/1990]]
**kyc_bot** 9:18 AM
Reminder: Open Enrollment closes Friday.`,
  // 3 JP LINE
  `LINE トーク履歴 「3年B組 保護者」
2026/05/12(火)
07:41 [[PERSON|高梨 さくら]] おはようございます。本日の遠足、雨天のため延期とのことです
07:43 [[PERSON|岡部]] 承知しました！[[PERSON|陽翔]]が楽しみにしてたので残念です😢
07:50 [[PERSON|Mika Rosenthal]] Good morning, sorry Japanese slow. Is pickup still 15:00?
07:52 [[PERSON|高梨 さくら]] Yes, 15:00 です。担任の[[PERSON|野々村]]先生の携帯 [[PHONE_E164|090-1233-5952]] にご連絡ください
08:05 [[PERSON|岡部]] PTA会計の件、[[ORG|横浜港北信用金庫]]の口座番号は後ほど送ります
08:06 [[PERSON|ふじた ゆい]] 了解です〜 あと来週の水曜日は保護者会です`,
  // 4 KR KakaoTalk
  `[카카오톡] 301호 입주자 단톡
[[PERSON|한다솜]] [오후 8:12] 관리사무소에서 연락 왔는데 내일 10시부터 단수래요
[[PERSON|박재겸]] [오후 8:13] 헐 진짜요? 몇 시까지요
[[PERSON|한다솜]] [오후 8:13] 오후 3시까지요. 문의는 [[PERSON|조민재]] 소장님 [[PHONE_E164|010-2004-5338]]
[[PERSON|Daniel Ferreira]] [오후 8:20] sorry, is water off tomorrow?
[[PERSON|박재겸]] [오후 8:21] yes 10am-3pm 😅
[[PERSON|한다솜]] [오후 8:25] 그리고 택배 [[ORG|로젠택배]] 기사님이 [[PERSON|재겸]]씨 거 경비실에 맡겼대요
[[PERSON|박재겸]] [오후 8:26] 감사합니다!!`,
  // 5 CN WeChat
  `微信群「杭州滨江项目组」
[[PERSON|陈思远]]：@[[PERSON|王沐晴]] 合同盖章了吗？[[ORG|杭州云栖数码科技有限公司]]那边催了
[[PERSON|王沐晴]]：还没，法务[[PERSON|刘]]律师在看第7条
[[PERSON|陈思远]]：好的，明天下午三点前必须给。你直接打我手机[[PHONE_E164|131 2342 5668]]
[[PERSON|Oliver Tan]]：I'll join the call from Singapore, dial-in link is [[URL|meet.yunqi-tech.cn/r/88213]] (not sure it works outside)
[[PERSON|王沐晴]]：收到。发票抬头用[[ORG|滨江数智产业园]]，税号等财务确认
[[PERSON|小周]]：我把会议纪要发到[[EMAIL|zhou.ling@binjiang-szy.cn]]了`,
  // 6 RU Telegram
  `Telegram · Чат «Дача Сосновка»
[[PERSON|Ирина Белоусова]], [18.06.2026 21:04]
Соседи, кто знает электрика? У нас опять выбивает автомат
[[PERSON|Гоша]], [18.06.2026 21:07]
[[PERSON|Аркадий Львович]] хороший, [[PHONE_E164|8 (912) 349-49-29]], только звоните до девяти
[[PERSON|Ирина Белоусова]], [18.06.2026 21:08]
Спасибо! А взносы за июнь куда переводить?
[[PERSON|Валентина Крылова]], [18.06.2026 21:15]
На карту казначея [[CREDIT_CARD|2202 0640 7904 4861]], получатель [[PERSON|Валентина К.]], в комментарии номер участка
[[PERSON|Гоша]], [18.06.2026 21:16]
Лучше через банк «[[ORG|Уральский Кедр]]», там без комиссии`,
  // 7 DE Teams
  `Microsoft Teams – Kanal „Vertrieb Süd"
[[PERSON|Kessler, Annika]] 10:02
@[[PERSON|Jonas Brehm]] kannst du den Termin mit [[ORG|Vogtmann Antriebstechnik GmbH & Co. KG]] bestätigen? Ansprechpartner ist Herr [[PERSON|Dietl]] – Moment, [[PERSON|Dietl]] ist schon in Rente, jetzt [[PERSON|Svenja Auerbach]].
[[PERSON|Jonas Brehm]] 10:05
Ja, Donnerstag 14 Uhr in Augsburg. Ihre Durchwahl hab ich nicht, nur Handy [[PHONE_E164|01512 3441604]]
[[PERSON|Kessler, Annika]] 10:06
Passt. Bitte Angebot AN-2026-0419 mitnehmen und die Messe-Rabatte (Hannover Messe) nicht vergessen.
[[PERSON|Marek]] 10:11
FYI: Reisekosten bitte über [[URL|https://portal.vogtmann-intern.de/reisen]] – nicht per Mail.`,
  // 8 US Discord
  `#raid-night in [[ORG|Lantern Guild]] discord
[[PERSON|mo_castellanos]] — Today at 8:41 PM
yo server's lagging again, ping [[IPV4|198.51.100.77]] is like 300ms
[[PERSON|june park]] — Today at 8:42 PM
that's the old box (lan [[IPV4|192.168.50.14]]). new one is [[IPV4|203.0.113.142]], patch v3.7.12.1 rolled out last night
[[PERSON|mo_castellanos]] — Today at 8:43 PM
ahh ok. @[[PERSON|Bishop]] you coming?
[[PERSON|Bishop]] — Today at 8:50 PM
running late, sis's recital. save me a spot, and [[PERSON|june]] stop stealing my loot lmao
[[PERSON|june park]] — Today at 8:51 PM
no promises 😇 code for the vc is 551 280`,
  // 9 IN WhatsApp Hinglish
  `[02/07/26, 9:15:22 PM] [[PERSON|Rohit Malhotra]]: bhai kal ka plan fix? [[PERSON|Sneha]] ki birthday party hai
[02/07/26, 9:16:05 PM] [[PERSON|Aman Kulkarni]]: haan, 8 baje Indiranagar. cake [[ORG|Theobroma]] se le raha hoon
[02/07/26, 9:17:40 PM] [[PERSON|Rohit Malhotra]]: paise kaun collect karega? mera GPay number [[PHONE_E164|081234 15335]] hai
[02/07/26, 9:18:11 PM] [[PERSON|Pooja Raghavan]]: main bhejti hoon. btw [[PERSON|Sneha]] ka DOB [[DATE_OF_BIRTH|3 July 1999]] hai na? invitation card pe likhna hai
[02/07/26, 9:19:02 PM] [[PERSON|Aman Kulkarni]]: haan 3rd July. aur [[PERSON|Kabir]] ko mat batana, surprise hai. hotel wale PAN maang rahe, mera [[NATIONAL_ID|PEDPV7951R]] daal diya
[02/07/26, 9:20:30 PM] [[PERSON|Pooja Raghavan]]: ok 👍 [[PERSON|Kabir]] ka number bhi bhej do - [[PHONE_E164|+91 81234 94939]]?`,
  // 10 BR WhatsApp
  `[09:12, 22/04/2026] [[PERSON|Luana Pereira]]: Gente, o condomínio vai trocar a portaria eletrônica sexta
[09:13, 22/04/2026] Seu [[PERSON|Jorge]]: de novo? a [[ORG|Portaria Segura Ltda.]] deu problema?
[09:15, 22/04/2026] [[PERSON|Luana Pereira]]: deu. agora é a [[ORG|VigiaTech]], cadastro em [[URL|vigiatech.com.br/cadastro]]. síndica Dona [[PERSON|Cidinha]] manda avisar
[09:15, 22/04/2026] [[PERSON|Thiago Bastos]]: quem tiver dúvida fala com o [[PERSON|Renan]] do bloco B [[PHONE_E164|(11) 96123-0674]]
[09:20, 22/04/2026] [[PERSON|Marisa]]: o PIX do rateio é o CPF da síndica? 
[09:21, 22/04/2026] [[PERSON|Luana Pereira]]: não!! usa o e-mail [[EMAIL|financeiro.edvilaverde@gmail.com]]`,
  // 11 FR SMS thread
  `SMS — Maman 
Mar. 17 mars, 18:40
Maman : Ta sœur a reçu le courrier de la [[ORG|CPAM de Loire-Atlantique]], ils veulent ton numéro de sécu ???
Moi : Non c'est pour [[PERSON|Chloé]], pas moi. Dis-lui d'appeler Mme [[PERSON|Garnier]]
Moi : enfin [[PERSON|Solène Garnier]] à la mutuelle, [[PHONE_E164|06 12 35 40 37]]
Maman : D'accord. Et ton père demande le RIB pour le loyer d'avril
Moi : [[IBAN|FR76 0857 0713 3458 6274 8692 565]] au nom de [[PERSON|Bastien Morel-Aubry]]
Maman : Merci mon chéri. Bisous. Papi demande si tu viens à Pâques`,
  // 12 ES SMS
  `Mensajes — [[PERSON|Nacho]]
[[PERSON|Nacho]]: tío, el del taller dice que el coche está listo mañana
Yo: genial. ¿cuánto?
[[PERSON|Nacho]]: 380 pavos, paga con Bizum al [[PHONE_E164|612 33 06 71]], es de [[PERSON|Araceli]] la dueña de [[ORG|Talleres Hermanos Cuesta S.L.]]
Yo: vale. Y lo del seguro de [[ORG|Mapfre]]?
[[PERSON|Nacho]]: eso llama a [[PERSON|Rocío Benítez Ojeda]] [[PHONE_E164|+34 612 37 36 89]]. Código de siniestro SN-88410273 (no es el de la póliza)
Yo: gracias crack. El jueves te invito a unas cañas en la Plaza Mayor`,
  // 13 MX call transcript
  `Transcripción de llamada — Atención a clientes, [[ORG|Telcomex Servicios Móviles S.A. de C.V.]]
Agente ([[PERSON|Karla Ibarra]]): Gracias por llamar, ¿con quién tengo el gusto?
Cliente: Con [[PERSON|Ernesto Villaseñor Cantú]].
Agente: Señor [[PERSON|Villaseñor]], para validar, ¿me da su fecha de nacimiento?
Cliente: Sí, [[DATE_OF_BIRTH|once de febrero del ochenta y dos]].
Agente: Gracias. ¿El número de la línea?
Cliente: [[PHONE_E164|222 129 1406]]. Y también tengo otra, la de mi esposa [[PERSON|Lupita]], [[PHONE_E164|222 127 1359]].
Agente: Perfecto. Le llegará un código por SMS, 604 118, no lo comparta. Su folio es TX-5512093.
Cliente: Órale, gracias señorita.`,
  // 14 AU meeting transcript
  `Transcript — Weekly site meeting, [[ORG|Coolabah Constructions Pty Ltd]] (Otter.ai)
[[PERSON|Mick Delaney]] 00:02 Right, let's kick off. [[PERSON|Shaz]], where are we on the Parramatta pour?
[[PERSON|Sharon Nguyen]] 00:09 Concrete's booked with [[ORG|Boral]] for Thursday, weather permitting.
[[PERSON|Mick Delaney]] 00:15 And the crane? [[PERSON|Hamish]] said the hire guy's not answering.
[[PERSON|Hamish Kerr-Bell]] 00:21 Yeah, his mobile's [[PHONE_E164|0412 312 307]], I'll try again after this. Alternative is [[ORG|Kennards Hire]]. Deposit went on the company Amex [[CREDIT_CARD|3727 877644 42341]].
[[PERSON|Sharon Nguyen]] 00:40 Also safety: [[PERSON|Bob]] from Council wants the traffic plan by Friday. Not our [[PERSON|Bob]], Council [[PERSON|Bob]].
[[PERSON|Mick Delaney]] 00:46 Ha. Fine. [[PERSON|Bob Tuilagi]], you take that? Send it to [[EMAIL|permits@parramatta-civil.net.au]].
[[PERSON|Bob Tuilagi]] 00:52 Will do.`,
  // 15 CA support ticket w internal notes
  `Ticket #CS-448120 — Billing dispute
From: [[PERSON|Genevieve Tremblay]] <[[EMAIL|gen.tremblay@videotron-mail.ca]]>
Hi, I was charged twice on my [[ORG|Maple Leaf Fibre]] bill in March. Card ending 7394. Please refund. You can reach me at [[PHONE_E164|(506) 236-6354]].
---
Internal note ([[PERSON|Arjun Sethi]], Tier 2): Confirmed duplicate charge on [[CREDIT_CARD|4730 0633 2322 7394]]. Refund RF-902116 raised. Customer DOB on file [[DATE_OF_BIRTH|1987-09-14]] matches.
Internal note ([[PERSON|Claire Beaulieu]]): mark as resolved once refund posts. Don't mention the Spring Promo credit, it doesn't apply to her plan.
---
Reply sent by [[PERSON|Arjun]]: Hi [[PERSON|Genevieve]], the refund will appear within 5-7 business days.`,
  // 16 NL support ticket
  `Zendesk #77124 — Retour niet verwerkt
Klant: [[PERSON|Femke de Wit-Haverkamp]]
E-mail: [[EMAIL|femke.dewit@ziggo-post.nl]] · Tel: [[PHONE_E164|06 12367450]]
Bericht: Ik heb op 2 mei de jas teruggestuurd naar [[ORG|Modehuis Verbeek B.V.]], maar nog geen geld terug. Mijn rekening is [[IBAN|NL05 WIAB 1604 5469 52]].
— Interne notitie ([[PERSON|Joost]]): pakket 3SXYZ99812345 is afgeleverd bij DC Tilburg op 6 mei. [[PERSON|Sanne Verhulst]] van magazijn gaat het checken.
— Interne notitie ([[PERSON|Sanne Verhulst]]): gevonden, stond op de verkeerde pallet. Terugbetaling vandaag.
— Antwoord: Beste [[PERSON|Femke]], excuses voor het wachten; het bedrag staat binnen 2 werkdagen op je rekening. Groet, [[PERSON|Joost van Damme]]`,
  // 17 IT email thread
  `Oggetto: Re: Re: preventivo ristrutturazione bagno
Da: [[PERSON|Giulia Bettazzi]] <[[EMAIL|giulia.bettazzi@libero-posta.it]]>
A: [[ORG|Edilizia Marchetti S.r.l.]]
Buongiorno geom. [[PERSON|Marchetti]], confermo l'inizio lavori per il 9 giugno. Il bonifico dell'acconto parte domani.
Cordiali saluti, [[PERSON|Giulia]]
> Il giorno 3 giu 2026, [[PERSON|Luca Marchetti]] ha scritto:
> Gentile Signora [[PERSON|Bettazzi]], le mando il preventivo n. 2026/118 aggiornato. Per urgenze il mio cellulare è [[PHONE_E164|312 349 0516]].
> Il nostro piastrellista, [[PERSON|Salvatore Iannone]], passerà giovedì per le misure.
>> Il giorno 28 mag 2026, [[PERSON|Giulia Bettazzi]] ha scritto:
>> Salve, vorrei un preventivo per il bagno in via Garibaldi. Grazie.`,
  // 18 PL email thread
  `Temat: RE: Zwrot kaucji za mieszkanie
Od: [[PERSON|Katarzyna Wróbel]] <[[EMAIL|k.wrobel@onet-poczta.pl]]>
Dzień dobry Panie [[PERSON|Tomaszu]],
proszę o zwrot kaucji na konto [[IBAN|PL65 6679 2105 1511 1382 3693 7876]]. Klucze oddałam 30 kwietnia panu [[PERSON|Zdzisławowi]] z administracji.
Pozdrawiam, [[PERSON|Kasia Wróbel]], tel. [[PHONE_E164|512 359 014]]
-----Wiadomość oryginalna-----
Od: [[PERSON|Tomasz Grabowski]] ([[ORG|Grabowski Nieruchomości Sp. z o.o.]])
Pani [[PERSON|Katarzyno]], potrzebuję numer rachunku. Protokół zdawczy nr 14/2026 w załączniku. Kaucja 3 200 zł zostanie zwrócona w ciągu 14 dni.`,
  // 19 TR forum post
  `Forum » Kira & Emlak » Ev sahibi depozitoyu vermiyor
Gönderen: [[PERSON|mert_aydin]] · 12 Mart 2026
Arkadaşlar merhaba, Kadıköy'de 3 yıl oturdum, ev sahibi [[PERSON|Nurten]] Hanım değil de oğlu [[PERSON|Selim Kocabaş]] depozitoyu iade etmiyor. Emlakçı [[ORG|Yeldeğirmeni Gayrimenkul]] aracı oldu.
Avukatım Av. [[PERSON|Defne Ergün]] ihtarname çekelim dedi. Tecrübesi olan var mı?
Cevap — [[PERSON|hukukcu_zeynep]]: Noterden ihtar çekin. Ücretsiz danışma için barodan arayın: [[PHONE_E164|0501 232 57 63]] (benim büro hattım değil, [[ORG|İstanbul Barosu]] gönüllü hattı), ayrıca [[URL|https://www.baro-gonullu-danisma.org.tr/basvuru]]
Cevap — [[PERSON|mert_aydin]]: teşekkürler [[PERSON|Zeynep]] hocam 🙏`,
  // 20 GR HR message
  `Από: Τμήμα Ανθρώπινου Δυναμικού, [[ORG|Κυκλαδική Ναυτιλιακή Α.Ε.]]
Προς: [[PERSON|Σταύρος Παπαδόγιαννης]]
Θέμα: Στοιχεία μισθοδοσίας
Αγαπητέ κ. [[PERSON|Παπαδόγιαννη]],
για την ενεργοποίηση της μισθοδοσίας χρειαζόμαστε επιβεβαίωση: ημερομηνία γέννησης [[DATE_OF_BIRTH|22/08/1991]], IBAN [[IBAN|GR50 9949 9187 2986 5397 8734 172]].
Για απορίες επικοινωνήστε με την κα [[PERSON|Ελένη Μαυρίδου]], [[PHONE_E164|691 234 4773]], ή στο [[EMAIL|hr@kykladiki-naftiliaki.gr]].
Η ημερομηνία έναρξης είναι 1/9/2026. Με εκτίμηση, [[PERSON|Δ. Κωνσταντίνου]], Υπεύθυνη HR`,
  // 21 IL school message
  `הודעה מבית הספר "[[ORG|נווה אורנים]]" – כיתה ד'2
הורים יקרים,
מחר, יום רביעי, הטיול השנתי לגן לאומי עין חמד. יציאה ב-7:45.
מלווים: [[PERSON|רונית אלמוג]] (מחנכת), [[PERSON|יוסי בן-שושן]] (אב בית) והאמא [[PERSON|מיכל]] – תודה!
לשאלות בבוקר: [[PHONE_E164|050-237-6445]] ([[PERSON|רונית]]).
תזכורת: [[PERSON|נועה לוי]] ו[[PERSON|איתי]] עדיין לא החזירו אישור הורים.
בברכה, ד"ר [[PERSON|עמית שגיא]], מנהל בית הספר`,
  // 22 AE email Arabic
  `الموضوع: تأكيد حجز الفحص الطبي
من: [[ORG|مستشفى النخيل التخصصي]]
إلى: السيد [[PERSON|خالد بن سعيد الظاهري]]
تحية طيبة،
نؤكد موعدك يوم الأحد 14 يونيو الساعة 10:30 مع الدكتورة [[PERSON|ريم الحمادي]].
رقم الملف الطبي: [[MRN|NKH-0048217]]
تاريخ الميلاد: [[DATE_OF_BIRTH|07/03/1979]]
للاستفسار: [[PHONE_E164|050 127 3454]] أو [[EMAIL|appointments@nakheel-specialty.ae]]
> On Thu, [[PERSON|Khalid bin Saeed Al Dhaheri]] wrote:
> Please move my appointment, I travel to Muscat on Monday. Thanks`,
  // 23 TH LINE
  `LINE กลุ่ม "ทีมขายเชียงใหม่"
[[PERSON|ต้น สิริชัย]] 09:12 น้องๆ วันนี้ลูกค้า [[ORG|บริษัท เวียงพิงค์ ฟู้ดส์ จำกัด]] จะมาดูสินค้านะ
[[PERSON|แพรวา]] 09:14 รับทราบค่ะ ติดต่อคุณ[[PERSON|สมศักดิ์ วงศ์ใหญ่]]ใช่ไหมคะ
[[PERSON|ต้น สิริชัย]] 09:15 ใช่ เบอร์ [[PHONE_E164|081 239 6927]]
[[PERSON|Kevin Brandt]] 09:20 sorry guys I'm stuck at Nimman, traffic. 15 min
[[PERSON|แพรวา]] 09:21 OK ka 😊 ใบเสนอราคา QT-69/0457 อยู่ในไดรฟ์แล้วค่ะ
[[PERSON|ต้อม]] 09:30 เดี๋ยวผมไปรับที่หน้า Central Festival นะครับ`,
  // 24 SG Teams
  `Teams chat — [[PERSON|Seah Wei Lun]], [[PERSON|Priyanka Raman]], [[PERSON|Farhan]]
[[PERSON|Seah Wei Lun]] 2:03 PM: the vendor from [[ORG|Straits Ledger Pte. Ltd.]] wants the UAT VM whitelisted
[[PERSON|Priyanka Raman]] 2:05 PM: which IP? the one they sent before was wrong, 10.0.300.12 lol
[[PERSON|Seah Wei Lun]] 2:06 PM: [[IPV4|172.20.14.63]] — and their NAT is [[IPV4|52.77.190.14]]
[[PERSON|Farhan]] 2:08 PM: done. Their PM [[PERSON|Grace Ong]] can call me at [[PHONE_E164|8128 9461]] if it still fails
[[PERSON|Priyanka Raman]] 2:09 PM: thanks. grace period on the SLA ends 30 June btw, let's not slip
[[PERSON|Seah Wei Lun]] 2:10 PM: noted 👍`,
  // 25 PH Messenger
  `Messenger — "Fam Bulacan 💕"
[[PERSON|joy santos]]: Tita [[PERSON|Baby]] is at [[ORG|St. Luke's Medical Center]] na, for observation daw. hospital no. nya [[MRN|SLMC-0771254]]
[[PERSON|Mark Anthony Dizon]]: huy ano nangyari?? mark ko lang sa calendar, bibisita kami Sunday
[[PERSON|joy santos]]: high BP lang. Tito [[PERSON|Rommel]] is with her. Contact nya [[PHONE_E164|0905 127 8640]]
[[PERSON|Chelo]]: pa-GCash nalang ako sa bill, ano number?
[[PERSON|joy santos]]: [[PHONE_E164|0905 128 3676]] under [[PERSON|Jocelyn S.]] 🙏 and her insurance is ok na
[[PERSON|Mark Anthony Dizon]]: sige. Tell [[PERSON|Baby]] pagaling sya`,
  // 26 VN Zalo
  `Zalo — Nhóm "Lớp 12A1 cựu học sinh"
[[PERSON|Vũ Thị Ngọc Hân]]: Các bạn ơi, họp lớp 20 năm vào ngày 15/8 nhé, ở nhà hàng [[ORG|Sen Tây Hồ]]
[[PERSON|Hồ Quốc Bảo]]: Tuyệt! Đóng quỹ cho ai vậy?
[[PERSON|Vũ Thị Ngọc Hân]]: Chuyển cho [[PERSON|Khánh Linh]] qua [[ORG|Ngân hàng Sông Hồng]], hoặc Momo số [[PHONE_E164|0912 327 497]]
[[PERSON|Lê Hoàng Nam]]: Thầy [[PERSON|Phạm Văn Đức]] có đến không? Số thầy là [[PHONE_E164|0912 317 351]] mình gọi mời nhé
[[PERSON|Khánh Linh]]: Mình nhận rồi nha, mã giao dịch FT26154882119 😄`,
  // 27 ID WhatsApp
  `[10.05.26 20:11] [[PERSON|Dimas Prasetyo]]: Pak RT, iuran keamanan bulan ini transfer ke mana ya?
[10.05.26 20:14] [[PERSON|Harjono]] RT05: Ke rekening [[ORG|Bank Serayu]] a.n. [[PERSON|Sri Wahyuningsih]] (bendahara). Nomor rekening nanti saya japri
[10.05.26 20:15] [[PERSON|Ayu Lestari]]: Pak [[PERSON|Harjono]], satpam baru namanya siapa? kemarin ada yg mencurigakan di Jl. Melati
[10.05.26 20:17] [[PERSON|Harjono]] RT05: Mas [[PERSON|Budi]] dari [[ORG|PT Garda Nusantara Sejahtera]]. HP nya [[PHONE_E164|0812-336-962]]
[10.05.26 20:18] [[PERSON|Dimas Prasetyo]]: siap pak, makasih 🙏
[10.05.26 20:30] [[PERSON|Rina Marpaung]]: kerja bakti hari Minggu jadi kan? Bu [[PERSON|Ayu]] bawa gorengan ya 😄`,
  // 28 MY Telegram
  `Telegram — Kumpulan "Futsal Khamis Shah Alam"
[[PERSON|Hafiz Rahman]]: Geng, court [[ORG|Arena Futsal Seksyen 13]] dah book 9pm
[[PERSON|Ravi Chandran]]: ok bro. bayar kat siapa?
[[PERSON|Hafiz Rahman]]: DuitNow ke [[PHONE_E164|012-343 4939]], [[PERSON|Hafiz]] la siapa lagi 😂
[[PERSON|Jason Lee Kah Meng]]: aku bawa kawan, [[PERSON|Daniel]], dia goalkeeper [[ORG|Petronas]] punya team dulu
[[PERSON|Ravi Chandran]]: mantap. Kalau hujan cancel ya, [[PERSON|Aiman]] check [[ORG|MetMalaysia]]
[[PERSON|Aiman]]: ok noted, nombor aku [[PHONE_E164|+60 12 346 9562]] kalau nak call`,
  // 29 NG WhatsApp
  `[7/19/26, 6:45 PM] [[PERSON|Chiamaka Eze]]: Good evening family. Mummy's 70th is 2nd August (she was born [[DATE_OF_BIRTH|2/8/1956]]), venue is [[ORG|Eko Hotels & Suites]]
[7/19/26, 6:47 PM] [[PERSON|Tunde]]: Aunty [[PERSON|Funke]] already dey ask for aso-ebi money o
[7/19/26, 6:49 PM] [[PERSON|Chiamaka Eze]]: Send to [[ORG|GTBank]] acct 0123456789 [[PERSON|Chiamaka Eze]]. Or call [[PHONE_E164|0802 127 0933]]
[7/19/26, 6:52 PM] [[PERSON|Emeka Eze]]: I go handle DJ. DJ [[PERSON|Kaybee Onwu]] too cost, I don find another one, [[PERSON|Kelechi Obi]] [[PHONE_E164|0802 124 3779]]
[7/19/26, 6:55 PM] [[PERSON|Tunde]]: Una well done 👏 [[PERSON|Blessing]] says she'll do small chops
[7/19/26, 6:56 PM] [[PERSON|Blessing Odukoya]]: Yes o, pay me later 😂`,
  // 30 KE SMS M-Pesa
  `SMS thread with [[PERSON|Wanjiru]]
[[PERSON|Wanjiru]]: Sasa, have you sent school fees for [[PERSON|Baraka]]?
Me: Yes, paid to [[ORG|Kilimani Junior Academy]] paybill. Confirmation TFK7H29QX1 Confirmed. Ksh 18,500.00 sent...
[[PERSON|Wanjiru]]: Asante. Mwalimu [[PERSON|Otieno]] says bring the receipt Monday
Me: Ok. His number? 
[[PERSON|Wanjiru]]: [[PHONE_E164|0712 193067]]. Also call fundi [[PERSON|Kamau]] for the roof, [[PHONE_E164|+254 712 124361]]
Me: Sawa. Mum's inpatient no. [[MRN|KHH/IP/55817]], bill at [[ORG|Karen Hills Hospital]] is cleared too.`,
  // 31 ZA support ticket
  `Freshdesk Ticket 30981 — Debit order not cancelled
Requester: [[PERSON|Thandiwe Mahlangu]] ([[EMAIL|thandi.mahlangu@webmail-za.co.za]])
Phone: [[PHONE_E164|071 123 0687]]
"I cancelled my gym contract with [[ORG|FitZone Lifestyle (Pty) Ltd]] in Jan but they still take R549 every month. ID on contract is my husband's, [[PERSON|Sipho Mahlangu]]."
Private note — [[PERSON|Rudi van der Merwe]]: Called branch manager [[PERSON|Lerato]], she says cancellation form was never scanned. Escalated to [[PERSON|Annelie Botha]] (Legal).
Private note — [[PERSON|Annelie Botha]]: reverse Feb-May debits, ref DO-7781. Customer can also contact us on [[PHONE_E164|+27 71 121 0711]].
Status: Pending`,
  // 32 SE Slack
  `Slack · #kontoret-göteborg
[[PERSON|elin.sjoberg]] 08:55
God morgon! Kaffemaskinen är trasig igen. Har ringt [[ORG|Bryggteknik i Väst AB]], de kommer imorgon
[[PERSON|Oskar Lundgren]] 08:57
Tack [[PERSON|Elin]]! Deras servicetekniker heter [[PERSON|Anders]], numret är [[PHONE_E164|070-129 87 09]] om det brådskar
[[PERSON|Fatima Yusuf]] 09:02
Påminnelse: utlägg för julbordet ska in före fredag. Swish till [[PHONE_E164|070-123 29 97]] ([[PERSON|Fatima]])
[[PERSON|elin.sjoberg]] 09:04
👍 och ni som ska på Almedalen, bokningsnr 44-10927 gäller tåget`,
  // 33 NO Teams
  `Teams · Prosjekt «Fjordbro»
[[PERSON|Ingrid Haugland]] 13:20: Hei alle, kontrakt med [[ORG|Bergen Stålbygg AS]] er signert 🎉
[[PERSON|Sindre Bjørkli]] 13:22: Flott! Hvem er kontaktperson der?
[[PERSON|Ingrid Haugland]] 13:23: [[PERSON|Kristoffer Moe]], mobil [[PHONE_E164|40 64 26 16]], e-post [[EMAIL|kristoffer.moe@bergen-staalbygg.no]]
[[PERSON|Sindre Bjørkli]] 13:25: Faktura til kontonr 1503.11.48392? eller IBAN?
[[PERSON|Ingrid Haugland]] 13:26: IBAN: [[IBAN|NO81 9190 0695 972]]. Forfall 30 dager.
[[PERSON|Håkon]] 13:35: kameraet på byggeplassen har ny adresse, [[IPV4|192.168.20.31]]
[[PERSON|Håkon]] 13:40: Byggemøte tirsdag kl. 09 i Bryggen`,
  // 34 DK email
  `Emne: Sv: Opsigelse af lejemål
Fra: [[PERSON|Mette Skovbjerg]] <[[EMAIL|mette.skovbjerg@boligselskabet-lyngbo.dk]]>
Kære [[PERSON|Rasmus]],
vi har modtaget din opsigelse. Syn af lejligheden er den 28. juni kl. 10. Depositum tilbagebetales til [[IBAN|DK22 4803 1449 3019 29]] når synsrapporten er færdig.
Venlig hilsen, [[PERSON|Mette Skovbjerg]], [[ORG|Boligselskabet Lyngbo]], tlf. [[PHONE_E164|34 46 49 31]]
> [[PERSON|Rasmus Vestergaard]] skrev:
> Hej, jeg opsiger hermed min lejlighed pr. 1. juli. Min nye adresse er Nørrebrogade 12. Mvh [[PERSON|Rasmus]]`,
  // 35 FI forum
  `Keskustelupalsta » Asuminen » Taloyhtiön putkiremontti
[[PERSON|kaisa_virtanen]] kirjoitti 3.2.2026:
Meidän taloyhtiössä isännöitsijä [[PERSON|Pekka Räsänen]] ([[ORG|Isännöintipalvelu Kotikulma Oy]]) ilmoitti että putkiremontti alkaa syksyllä. Kuinka kauan evakossa? Aikataulu: [[URL|kotikulma-isannointi.fi/remontit]]
Vastaus — [[PERSON|Jussi]]: Meillä kesti 8 viikkoa. Kysy urakoitsijalta, [[ORG|Putkimestarit Oy]]. Heidän työnjohtaja [[PERSON|Mikko Laine]] vastasi aina, [[PHONE_E164|041 2341917]]
Vastaus — [[PERSON|kaisa_virtanen]]: Kiitos [[PERSON|Jussi]]! Onko [[ORG|Kela]] korvannut mitään?
Vastaus — [[PERSON|Hope]]: Ei korvaa, valitettavasti. Hope you find a place 🙂`,
  // 36 UA Viber
  `Viber · «Батьки 5-Б, ліцей №17»
[[PERSON|Оксана Шевчук]]: Доброго вечора! Завтра екскурсія до Пирогова, збір о 8:30
[[PERSON|Тарас]]: Скільки здавати?
[[PERSON|Оксана Шевчук]]: 450 грн. На картку [[ORG|ПриватБанку]] [[CREDIT_CARD|5346 8673 8576 8753]] ([[PERSON|Оксана Ш.]]) або IBAN [[IBAN|UA35 4135 9808 9116 8267 6114 8744 1]]
[[PERSON|Людмила Бондар]]: Для страховки потрібні дати народження. [[PERSON|Софійка]] — [[DATE_OF_BIRTH|14.03.2015]]
[[PERSON|Людмила Бондар]]: Класна керівниця [[PERSON|Ганна Петрівна]] просила взяти дощовики
[[PERSON|Тарас]]: Дякую. Мій номер якщо що [[PHONE_E164|050 128 8773]], тато [[PERSON|Марка]]`,
  // 37 CZ email
  `Předmět: Re: Faktura za servis kotle
Od: [[PERSON|Jiří Novotný]] <[[EMAIL|novotny.jiri@seznam-mail.cz]]>
Dobrý den paní [[PERSON|Dvořáková]],
platbu jsem odeslal na účet [[IBAN|CZ84 6233 1289 4418 7508 4053]], variabilní symbol 2026044. Prosím o potvrzení.
S pozdravem [[PERSON|Jiří Novotný]], [[PHONE_E164|601 172 778]]
> Dne 12. 5. 2026 [[PERSON|Lenka Dvořáková]] ([[ORG|Termoservis Brno s.r.o.]]) napsala:
> Vážený pane [[PERSON|Novotný]], v příloze zasíláme fakturu č. FV-26-0871. Technik [[PERSON|Radek]] doporučuje výměnu čerpadla příští rok.`,
  // 38 HU HR
  `Tárgy: Belépési adatlap – hiánypótlás
Kedves [[PERSON|Szabó Réka]]!
A [[ORG|Dunakanyar Logisztika Kft.]] HR osztálya nevében kérem, pótolja az alábbiakat:
– születési idő: az űrlapon 1994.13.02 szerepel, ez nem létező dátum; a személyi igazolvány szerint [[DATE_OF_BIRTH|1994. február 13.]]
– bankszámla: [[IBAN|HU73 1534 3518 6639 6731 9447 2430]] (kérem, erősítse meg)
Kérdés esetén keresse kolléganőmet, [[PERSON|Tóth Ildikót]]: [[PHONE_E164|06 20 129 7374]].
Üdvözlettel: [[PERSON|Kovács Bence]], HR-generalista`,
  // 39 RO WhatsApp
  `[21.09.2026, 18:30] [[PERSON|Andreea Cârstea]]: Bună, vecinilor! Administratorul, domnul [[PERSON|Ionescu]], zice că liftul se repară joi
[21.09.2026, 18:32] [[PERSON|Vlad]]: iar? firma [[ORG|Liftcom Service SRL]] a fost acum o lună
[21.09.2026, 18:35] [[PERSON|Andreea Cârstea]]: da… numărul tehnicianului, [[PERSON|Cornel Stan]]: [[PHONE_E164|0712 040 666]]
[21.09.2026, 18:40] [[PERSON|Ioana Bârsan]]: Întreținerea o plătim în contul [[IBAN|RO89 CJSD 3302 4011 4934 4130]]?
[21.09.2026, 18:41] [[PERSON|Andreea Cârstea]]: Da, cu numărul apartamentului la detalii
[21.09.2026, 18:45] [[PERSON|Vlad]]: Mersi [[PERSON|Andreea]] 🙏`,
  // 40 PT SMS
  `SMS de [[PERSON|Rui]]
[[PERSON|Rui]]: Olá, aqui é o [[PERSON|Rui Carvalho]] da [[ORG|Imobiliária Tejo Verde, Lda.]] Confirmo visita ao T2 na Rua da Graça amanhã 11h
Eu: Ok obrigado. Posso levar a minha mãe?
[[PERSON|Rui]]: Claro. Se houver atraso ligue [[PHONE_E164|912 354 283]]. A proprietária, a Sra. [[PERSON|Amélia Fonseca]], também estará
Eu: Perfeito. O sinal é por MB WAY?
[[PERSON|Rui]]: Por transferência, IBAN [[IBAN|PT50 4280 5553 0040 5508 5694 5]]. Ref. contrato 2026/TV/331`,
  // 41 AR WhatsApp
  `[3/11/26 22:10] [[PERSON|Flor Gutiérrez]]: che, ¿quién lleva el fernet al asado del sábado?
[3/11/26 22:11] [[PERSON|Nahuel]]: yo, y [[PERSON|Martín]] la carne de lo de [[ORG|Carnicería Don Tito]]
[3/11/26 22:13] [[PERSON|Martín Irigoyen]]: ojo que el carnicero cambió de número: [[PHONE_E164|011 15-2344-2392]]
[3/11/26 22:15] [[PERSON|Flor Gutiérrez]]: pasame tu CBU o alias para la vaca
[3/11/26 22:16] [[PERSON|Martín Irigoyen]]: alias MARTIN.IRIGOYEN.MP, en Mercado Pago
[3/11/26 22:20] [[PERSON|Cande]]: yo no puedo, tengo el cumple de mi tía [[PERSON|Mirta]] 😢`,
  // 42 CL call transcript
  `Transcripción — llamada entrante, [[ORG|Isapre Cordillera Salud]] 
Ejecutiva ([[PERSON|Javiera Muñoz]]): Buenas tardes, habla [[PERSON|Javiera]].
Afiliado: Hola, soy [[PERSON|Cristóbal Fuenzalida]], llamo por el reembolso de la clínica.
Ejecutiva: ¿Me confirma su fecha de nacimiento?
Afiliado: El [[DATE_OF_BIRTH|9 de octubre de 1975]].
Ejecutiva: ¿Y un teléfono de contacto?
Afiliado: [[PHONE_E164|(2) 2121 7259]], o el celular de mi señora, [[PERSON|Paz]], [[PHONE_E164|+56 2 2121 3824]].
Ejecutiva: Listo. El reembolso N° 55102 queda en revisión 10 días hábiles. ¿Algo más?
Afiliado: No, gracias señorita.`,
  // 43 CO support ticket
  `Caso #CO-20914 — Cobro no reconocido
Cliente: [[PERSON|Daniela Restrepo Álvarez]]
Correo: [[EMAIL|daniela.restrepo@correo-medellin.co]] · Cel: [[PHONE_E164|321 1283109]]
Descripción: "Me cobraron $289.900 en mi tarjeta [[CREDIT_CARD|5505 6847 0899 1674]] de una compra en [[ORG|Almacenes Andinos S.A.S.]] que no hice."
Nota interna ([[PERSON|Sebastián Ortiz]]): tarjeta bloqueada, nueva emitida. Número anterior termina 1674. Cliente nacida [[DATE_OF_BIRTH|12/06/1990]], validada.
Nota interna ([[PERSON|Valentina]]): abrir contracargo CB-77310 con la franquicia.`,
  // 44 PE email
  `Asunto: RV: Constancia de trabajo
De: [[PERSON|Rosa Quispe Mamani]] <[[EMAIL|rquispe@andesminerals-pe.com]]>
Estimada [[PERSON|Milagros]]:
Reenvío la constancia que pidió el banco. Mi celular es [[PHONE_E164|912 318 743]].
Saludos, [[PERSON|Rosa]]
---------- Mensaje reenviado ----------
De: Recursos Humanos, [[ORG|Andes Minerals S.A.C.]]
Se deja constancia que la Sra. [[PERSON|Rosa Quispe Mamani]] labora en la empresa desde el 01/03/2019 como Analista Contable. Lima, 4 de junio de 2026. Firmado: [[PERSON|Jorge Salazar Vela]], Jefe de RR.HH.`,
  // 45 AT school message
  `Schoolfox-Nachricht · [[ORG|Volksschule Mariahilf]], 3b
Liebe Eltern,
am Freitag findet das Sommerfest statt. Frau [[PERSON|Leitner]] (Klassenlehrerin) bittet um Kuchenspenden.
Die Elternvereinsobfrau [[PERSON|Birgit Hofbauer]] sammelt 5 € pro Kind – IBAN [[IBAN|AT54 7286 9907 0086 0661]].
Bei Fragen: [[PHONE_E164|0664 152539]] (Frau [[PERSON|Hofbauer]]).
Hinweis: [[PERSON|Lukas]] aus der 3b hat eine Nussallergie – bitte keine Nüsse!
Liebe Grüße, [[PERSON|Andrea Leitner]]`,
  // 46 CH Teams
  `Teams · Chat mit [[PERSON|Reto Gasser]]
[[PERSON|Reto Gasser]] 11:02: Sali [[PERSON|Nina]], de Kunde vo de [[ORG|Bergbahnen Engelberg-Titlis AG]] het agrüeft wäge de Offerte
[[PERSON|Nina Zürcher]] 11:05: Merci. Weli Nummere?
[[PERSON|Reto Gasser]] 11:05: [[PHONE_E164|078 121 66 87]], Frau [[PERSON|Fabienne Baumann]]
[[PERSON|Nina Zürcher]] 11:07: Ok. Zahlig uf [[IBAN|CH82 9161 3245 2764 1337 2]], oder?
[[PERSON|Reto Gasser]] 11:08: Genau. Und am Mittwuch isch Team-Apéro im Zunfthaus`,
  // 47 BE ticket
  `Ticket #BE-55021 — Compteur gaz / Gasmeter
Klant / Client: [[PERSON|Wouter Claes]] — [[EMAIL|wouter.claes@telenet-mail.be]] — [[PHONE_E164|0450 06 43 48]]
"Bonjour, ik spreek beter Nederlands. Mijn voorschot bij [[ORG|Energie Brabant NV]] werd verdubbeld zonder uitleg. Domiciliëring op [[IBAN|BE16 2697 7191 6374]]."
Note interne ([[PERSON|Aurélie Dubois]]): relevé de compteur erroné, technicien [[PERSON|Yannick]] passe le 12/06. Ancien numéro de compte client 41-882-0093 (pas un IBAN).
Interne nota ([[PERSON|Pieter]]): klant teruggebeld, akkoord. Mail gestuurd vanaf [[EMAIL|klantendienst@energiebrabant-nv.be]].`,
  // 48 IE HR email
  `Subject: Re: Parental leave request
From: [[PERSON|Siobhán Ní Chonaill]] <[[EMAIL|siobhan.nichonaill@corrib-analytics.ie]]>
To: [[PERSON|Declan Fahy]]
Hi [[PERSON|Declan]], approved from 1 September. Payroll ([[PERSON|Aoife]]) will adjust your salary into [[IBAN|IE10 2236 3011 6881 9648 00]] as before.
Congrats again!
[[PERSON|Siobhán]]
[[ORG|Corrib Analytics Ltd]] | [[PHONE_E164|085 019 7061]]
> On 2 June, [[PERSON|Declan Fahy]] wrote:
> Hi [[PERSON|Siobhán]], as discussed I'd like 8 weeks parental leave for baby [[PERSON|Rónán]], born [[DATE_OF_BIRTH|14 May 2026]]. Thanks, [[PERSON|Dec]]`,
  // 49 NZ school
  `[[ORG|Te Awamutu Primary School]] — Newsletter Term 2, Week 6
Kia ora whānau,
Congratulations to [[PERSON|Aroha Te Whetu]] and [[PERSON|Finn McAllister]] who won the regional Kapa Haka and Science Fair awards!
Cross Country is next Friday. Parent helpers please contact Whaea [[PERSON|Moana]] on [[PHONE_E164|021 126 0834]].
School photos: order online at [[URL|www.schoolpix.co.nz/tawamutu]], access code 77K-204.
Ngā mihi, [[PERSON|Grant Whitfield]], Principal`,
  // 50 US SMS thread clinic
  `Text messages — [[ORG|Lakeview Family Medicine]]
Lakeview: Hi [[PERSON|Marcy]], this is a reminder for your appointment with Dr. [[PERSON|Okonkwo]] on Tue 6/9 at 3:40 PM. Reply C to confirm.
[[PERSON|Marcy]]: C. also can [[PERSON|Dylan]] be seen same day? he's my son, DOB [[DATE_OF_BIRTH|02/11/2015]]
Lakeview: Sure. Please confirm his MRN from his card.
[[PERSON|Marcy]]: it says [[MRN|LFM-4471903]]
Lakeview: Thanks. And [[PERSON|Dylan]]'s?
[[PERSON|Marcy]]: [[MRN|LFM-4471977]]
Lakeview: Thank you, both booked. Questions call [[PHONE_E164|(201) 553-8480]]. Do not reply with card numbers.`,
  // 51 US call transcript, insurance
  `CALL TRANSCRIPT — [[ORG|Redwood Mutual Insurance Company]] — claims line (auto-transcribed)
AGENT: Thanks for calling Redwood, this is [[PERSON|Travis]], may I have the policyholder's name?
CALLER: yeah it's [[PERSON|Lorraine Kowalczyk]], K-O-W-A-L-C-Z-Y-K.
AGENT: And the last four of your social? actually for this claim I need the full number.
CALLER: [[SSN|136 53 1316]].
AGENT: Date of birth?
CALLER: [[DATE_OF_BIRTH|march fourth nineteen sixty eight]].
AGENT: Thank you. Best callback number?
CALLER: [[PHONE_E164|201-552-1426]], that's my cell. my daughter [[PERSON|Summer]] might pick up.
AGENT: Got it. Your claim number is CLM-0093318, and the adjuster [[PERSON|Dale Whitcombe]] will reach out by Friday. Anything else?
CALLER: no, that's all, thanks hon.`,
  // 52 GB discharge letter
  `[[ORG|Royal Wessex Infirmary]] — Discharge Summary
Patient: [[PERSON|Eleanor Pargeter]]   NHS No: [[MRN|401 882 7369]]   Hospital No: [[MRN|RWI0098154]]
DOB: [[DATE_OF_BIRTH|19/12/1948]]   Admitted: 02/05/2026   Discharged: 09/05/2026
Consultant: Dr [[PERSON|Tariq Chaudhry-Lowe]], Care of the Elderly
Diagnosis: Community-acquired pneumonia; background of Atrial Fibrillation and Type 2 Diabetes.
Medication on discharge: Apixaban 5 mg BD, Amoxicillin 500 mg TDS (5 days).
GP: Dr [[PERSON|Fiona Aldridge]], [[ORG|Stour Valley Surgery]]. Next of kin: son [[PERSON|Martin Pargeter]], [[PHONE_E164|07400 120814]].
Follow-up in Respiratory Clinic in 6 weeks.`,
  // 53 IN clinical note
  `[[ORG|Sinhagad Road Multispeciality Hospital]], Pune — OPD Note
UHID: [[MRN|SMH/2026/0417732]]     Name: [[PERSON|Sunita Wagholikar]]     Age/Sex: 52/F
नाम (हिंदी): [[PERSON|सुनीता वाघोलीकर]]
DOB: [[DATE_OF_BIRTH|05-01-1974]]     Mobile: [[PHONE_E164|081234 76853]]
Aadhaar (for PM-JAY): [[NATIONAL_ID|4094 7997 2376]]
C/o: burning micturition × 4 days. H/o Hypothyroidism on Thyronorm 50 mcg.
Adv: urine C/S, Nitrofurantoin 100 mg BD × 5 days. Review after report.
Ref. by: Dr [[PERSON|Ajit Gokhale]] ([[ORG|Gokhale Clinic]])
Consultant: Dr [[PERSON|Meenal Rao]], MD (Medicine)`,
  // 54 DE bank statement
  `[[ORG|Sparkasse Oberland]] – Kontoauszug 05/2026
Kontoinhaber: [[PERSON|Matthias Grünwald]]    IBAN: [[IBAN|DE06 2668 2455 5780 1785 55]]
02.05. Lastschrift [[ORG|Stadtwerke Weilheim]] Abschlag Strom       -84,00
05.05. Gutschrift Lohn [[ORG|Alpenglas Fenster GmbH]]              +3.412,55
09.05. Überweisung an [[PERSON|Julia Grünwald]], IBAN [[IBAN|AT86 7280 8215 8974 5259]] Miete Garage  -120,00
14.05. Kartenzahlung [[ORG|EDEKA Huber]]                           -63,18
21.05. Dauerauftrag [[ORG|ADAC e.V.]] Mitgliedsbeitrag             -54,00
Neuer Saldo: 6.104,22 EUR   Auszug-Nr. 5, Seite 1/1`,
  // 55 US CV
  `[[PERSON|Marcus T. Ellery]]
Austin, TX · [[PHONE_E164|+1 201 556 5082]] · [[EMAIL|marcus.ellery.dev@gmail.com]] · [[URL|github.com/mellery-builds]]
EXPERIENCE
Senior Backend Engineer, [[ORG|Cactus Ridge Software Inc.]] (2021–present)
– Migrated payments from Stripe v2 to v3; cut p95 latency by 40%.
Software Engineer, [[ORG|Longhorn Freight Systems]] (2017–2021)
– Built routing service in Go; on-call lead for the Black Friday peak.
EDUCATION B.S. Computer Science, [[ORG|University of Texas at Austin]], 2017
REFERENCES [[PERSON|Priscilla Navarro]] (former manager) — [[EMAIL|p.navarro@longhornfreight.com]]`,
  // 56 FR clinical letter
  `[[ORG|CHU de Rennes]] — Service de Cardiologie
Rennes, le 11 mai 2026
Cher Confrère,
J'ai revu en consultation Mme [[PERSON|Gwenaëlle Le Bihan]], née le [[DATE_OF_BIRTH|23/04/1957]], IPP [[MRN|800412775]], pour suivi d'une insuffisance cardiaque.
Elle est accompagnée de sa fille [[PERSON|Maëlle]], joignable au [[PHONE_E164|06 12 39 52 86]].
Traitement : Bisoprolol 2,5 mg, Entresto 49/51 mg. Prochain rendez-vous en novembre.
Bien confraternellement,
Dr [[PERSON|Yves-Marie Quéré]]
Copie : Dr [[PERSON|Hélène Corbel]], médecin traitant, [[ORG|Maison de Santé de Cesson]]`,
  // 57 JP referral
  `診療情報提供書
[[ORG|医療法人社団 青葉会 ひばりが丘内科クリニック]] → [[ORG|横浜みなと総合病院]] 循環器内科 御中
患者氏名：[[PERSON|石川 恵美子]]（[[PERSON|いしかわ えみこ]]）様
生年月日：[[DATE_OF_BIRTH|昭和37年11月3日]]（63歳）
診察券番号：[[MRN|0028-4417]]
連絡先：[[PHONE_E164|090-1234-6503]]（長男 [[PERSON|石川 拓也]]）
主訴：労作時胸痛。心電図でST低下あり、精査をお願いいたします。
紹介医：[[PERSON|藤原 健司]]　令和8年5月20日`,
  // 58 KR clinical
  `[[ORG|서울한빛병원]] 외래 진료 기록
등록번호: [[MRN|20417733]]   환자명: [[PERSON|오태석]]   생년월일: [[DATE_OF_BIRTH|1983.07.29]]
보호자: [[PERSON|이나래]] (배우자) [[PHONE_E164|010-2003-9728]]
진단: 급성 위장염. 처방: 수액 치료 후 귀가.
담당의: [[PERSON|강민호]]
다음 예약: 2026년 6월 12일 오전 10시
비고: 환자가 회사 [[ORG|대성물산 주식회사]] 제출용 진단서 요청함`,
  // 59 CN invoice/contract
  `[[ORG|深圳市南岭供应链管理有限公司]] 付款通知
致：[[ORG|宁波海曙恒泰贸易有限公司]] 财务部 [[PERSON|林晓燕]]
合同编号：NL-2026-0318　发票号码：44031926（非身份证号）
应付金额：人民币 128,600.00 元，请于2026年6月30日前支付。
联系人：[[PERSON|郭建华]]，手机 [[PHONE_E164|131 2340 7689]]，邮箱 [[EMAIL|guo.jianhua@nanling-scm.cn]]
银联卡付款请用 [[CREDIT_CARD|6215 1262 0832 9939]] 对应账户。
如有疑问请访问 [[URL|https://www.nanling-scm.cn/pay]]`,
  // 60 US incident report
  `INCIDENT #INC-20260611-03 — Unauthorized login attempts
Reporter: [[PERSON|Keisha Holloway]] (SecOps)  Assignee: [[PERSON|Brandon Ruiz]]
Timeline (UTC):
 03:12 spike of failed SSH logins on bastion [[IPV4|10.40.2.18]] from [[IPV4|185.199.221.47]] and [[IPV4|91.204.33.160]]
 03:20 fail2ban blocked both; no success events.
 03:30 third source [[IPV4|45.83.64.12]] seen on VPN gateway [[IPV4|10.40.0.1]]
 03:45 [[PERSON|Brandon Ruiz]] rotated keys; agent upgraded to 2.14.3.9 (version string, not an IP).
Vendor contact at [[ORG|Northgate Managed Security LLC]]: [[PERSON|Omar Khalifeh]], [[EMAIL|ohaddad@northgate-mss.com]], [[PHONE_E164|(201) 552-8877]]
Postmortem due Monday.`,
  // 61 GB CV
  `CURRICULUM VITAE — [[PERSON|Olamide Brewster-Hale]]
Leeds · [[PHONE_E164|07400 161576]] · [[EMAIL|olamide.bh@outlook-mail.co.uk]] · [[URL|linkedin.com/in/olamide-brewster-hale]]
Date of birth: [[DATE_OF_BIRTH|8th March 1996]]   NI number: [[NATIONAL_ID|AB 88 55 36 D]]
Experience
2022–now  Pharmacy Technician, [[ORG|Aire Valley Pharmacy Ltd]]
2019–2022 Healthcare Assistant, [[ORG|Wharfedale Community NHS Trust]]
Skills: Methotrexate monitoring, stock control, NVQ Level 3.
Referees: [[PERSON|Gareth Pullman]] (Superintendent Pharmacist), Sister [[PERSON|Joan Adeyemi]] — details on request.`,
  // 62 ES bank statement
  `[[ORG|Caixa Levante]] — Extracto de cuenta, junio 2026
Titular: [[PERSON|María del Carmen Soler Vidal]]   IBAN: [[IBAN|ES88 0640 4715 1262 0832 9930]]
01/06 Recibo [[ORG|Electra Turia]] luz                          -71,20
03/06 Bizum de [[PERSON|Pau Soler]] "cena cumple"            +25,00
07/06 Compra tarjeta [[CREDIT_CARD|4127 5321 3822 5679]] [[ORG|Supermercados Llàtzer]]  -112,45
12/06 Transferencia a [[PERSON|Inmaculada Vidal Roca]] alquiler  -650,00
20/06 Nómina [[ORG|Cerámicas del Mediterráneo S.A.]]         +1.984,30
Teléfono de atención: [[PHONE_E164|612 39 21 44]]. Referencia interna 0081-22-771.`,
  // 63 SA clinical letter
  `[[ORG|مستشفى الريان الجامعي للغدد]] – قسم الغدد الصماء
تقرير طبي
اسم المريضة: [[PERSON|نورة بنت عبدالله الشمراني]]
رقم الملف: [[MRN|KFSH-771902]]   تاريخ الميلاد: [[DATE_OF_BIRTH|1402/05/14 هـ]]
التشخيص: داء السكري من النوع الأول.
الطبيب المعالج: د. [[PERSON|فيصل الشهري]]
للتواصل مع ولي الأمر ([[PERSON|عبدالله الشمراني]]): [[PHONE_E164|051 237 3109]]
Patient name (EN): [[PERSON|Noura Al-Shamrani]]`,
  // 64 EG forum
  `منتدى المهندسين » نقاش عام » شقة للإيجار في مدينة نصر
كتب [[PERSON|ahmed_elsayed92]]:
السلام عليكم، حد يعرف سمسار كويس في مدينة نصر؟ الميزانية 8000 جنيه
رد [[PERSON|مصطفى عبد الحميد]]:
كلم الأستاذ [[PERSON|مجدي]] من [[ORG|النيل للعقارات]] رقمه [[PHONE_E164|010 01269167]]، أمين جدًا
رد [[PERSON|ahmed_elsayed92]]:
شكرًا يا باشمهندس [[PERSON|مصطفى]] 🙏 هكلمه بكرة`,
  // 65 PK WhatsApp
  `[5/6/26, 11:02 PM] [[PERSON|Usman Rafiq]]: Assalam o alaikum sab ko, [[PERSON|Hira]] ki mehndi 14 June ko hai
[5/6/26, 11:04 PM] [[PERSON|Ayesha]]: Walaikum salam! venue [[ORG|Royal Palm Marquee]] hi hai?
[5/6/26, 11:05 PM] [[PERSON|Usman Rafiq]]: haan. Catering [[PERSON|Bilal]] Bhai ki taraf se, unka number [[PHONE_E164|0301 2321839]]
[5/6/26, 11:09 PM] [[PERSON|Zainab Malik]]: dholki ke liye JazzCash kar dein? [[PHONE_E164|0301 2361772]]
[5/6/26, 11:10 PM] [[PERSON|Ayesha]]: Done ✅ TID 00918273645`,
  // 66 IN HR onboarding
  `From: HR Onboarding <[[EMAIL|onboarding@vyomsoft-tech.in]]>
To: [[PERSON|Karthik Subramanian]]
Subject: Documents pending — joining 15 July
Dear [[PERSON|Karthik]],
Welcome to [[ORG|Vyomsoft Technologies Pvt Ltd]]! We have received your PAN [[NATIONAL_ID|HSNPB7319E]] and Aadhaar [[NATIONAL_ID|4848 5825 0212]]. Please also upload your previous employer's relieving letter from [[ORG|Infinium Global Services]].
Your buddy will be [[PERSON|Divya Nair]] ([[PHONE_E164|081234 07132]]).
Employee code VS-10472 will be active on your joining date.
Regards, [[PERSON|Lakshmi Venugopal]], HR Operations`,
  // 67 US meeting minutes
  `Minutes — [[ORG|Maplewood Elementary PTA]] monthly meeting, Tuesday 7 PM
Present: [[PERSON|Rhonda Gaines]] (chair), [[PERSON|Victor Osei]] (treasurer), [[PERSON|Penny]] (secretary), 14 parents.
1. Treasurer's report: balance $4,812 after the Fall Festival. [[PERSON|Victor]] to move funds from [[ORG|Bluestem Valley Credit Union]].
2. Principal Mr. [[PERSON|Dunbar]]'s update: new crossing guard starts Monday.
3. Fundraiser: [[ORG|Papa Gino's]] dine-out night. Questions to [[EMAIL|pta@maplewood-elem.org]] or [[PHONE_E164|(201) 559-4081]].
Next meeting: second Tuesday of next month. Adjourned 8:12 PM.`,
  // 68 GB insurance claim form
  `[[ORG|Thistle & Crown Insurance plc]] — Home Claim Form (typed)
Policyholder: [[PERSON|Duncan McLeish]]       Date of birth: [[DATE_OF_BIRTH|04.10.1970]]
National Insurance no.: [[NATIONAL_ID|JK 85 85 52 C]]
Contact tel: [[PHONE_E164|07400 174 866]]      Email: [[EMAIL|dmcleish@btinternet-mail.co.uk]]
Incident: escape of water from upstairs flat (occupant [[PERSON|Lorna Beattie]]) on 19/01/2026.
Contractor quote from [[ORG|Clyde Plumbing & Heating Ltd]]: £2,340. Payment to sort code 80-22-60, account 11839264.
Declaration signed: [[PERSON|D. McLeish]]`,
  // 69 TW LINE
  `LINE 群組「大安社區管委會」
[[PERSON|張家綺]]：各位住戶好，本週六上午消防檢查，請配合開門
[[PERSON|黃志明]]：請問幾點？我週六要上班
[[PERSON|張家綺]]：9點到12點，不在家可以把鑰匙交給總幹事[[PERSON|吳]]先生
[[PERSON|Emily Chou]]：總幹事電話是？
[[PERSON|張家綺]]：[[PHONE_E164|0912 313 704]]，或管理室
[[PERSON|黃志明]]：好，謝謝[[PERSON|家綺]]姐 🙏 廠商是[[ORG|宏安消防工程有限公司]]嗎？`,
  // 70 HK WhatsApp
  `[12/6/2026 13:05] [[PERSON|Cheung Ka Wai]]: 今晚打邊爐定唔定？
[12/6/2026 13:07] [[PERSON|Vincent Lau]]: 定啦，[[ORG|海底撈]]銅鑼灣 7:30，我book咗
[12/6/2026 13:08] [[PERSON|Cheung Ka Wai]]: 好！[[PERSON|阿欣]]話佢遲啲到
[12/6/2026 13:10] [[PERSON|Vincent Lau]]: 叫佢打我 [[PHONE_E164|5122 6558]]
[12/6/2026 13:15] [[PERSON|Yan Tsang]]: sorry 我OT 😭 8點先到。FPS 過數俾 [[PERSON|Vincent]] 得唔得？[[PHONE_E164|5128 0970]] 係我新號碼
[12/6/2026 13:16] [[PERSON|Vincent Lau]]: ok 👌`,
  // 71 US SaaS support ticket
  `Ticket 118820 · Priority: High · "SSO stopped working"
Requester: [[PERSON|Natalie Brennan]] <[[EMAIL|nbrennan@harborline-logistics.com]]>, [[ORG|Harborline Logistics Inc.]]
Since this morning our users get error 403 when logging in from our office egress [[IPV4|198.51.100.203]].
— Internal (agent [[PERSON|kwame.asante]]): their allowlist still has the old range from the old office; new IP not added. Also saw requests from [[IPV4|203.0.113.58]] (their VPN).
— Internal ([[PERSON|Ruth Castellano]], Eng): added both, deploy tag v5.2.0.4. Please confirm with customer. Renewal charged to [[CREDIT_CARD|5103 2452 4314 3894]] on file.
— Public reply: Hi [[PERSON|Natalie]], we've updated your allowlist. Could you try again? Thanks, [[PERSON|Kwame]]`,
  // 72 GB school newsletter
  `[[ORG|St Aldhelm's C of E Primary School]] — Friday Bulletin
Dear Parents and Carers,
Well done to Oak Class for their assembly on the Great Fire of London! Star of the week: [[PERSON|Poppy Harcourt]] and [[PERSON|Ibrahim Shah]].
Reminder: Sports Day is on 3 July. Mrs [[PERSON|Penhaligon]] needs volunteers; please email [[EMAIL|office@staldhelms-primary.org.uk]].
Dinner money can be paid via ParentPay. Our new family liaison officer, [[PERSON|Ruby Okafor-Dean]], can be reached on [[PHONE_E164|07400 120815]].
Best wishes, [[PERSON|Hugh Lambourne]], Headteacher`,
  // 73 IN bank KYC email
  `Subject: KYC update required for your savings account
Dear Ms [[PERSON|Farzana Sheikh]],
As per regulatory guidelines, [[ORG|Kaveri Cooperative Bank Ltd]] requires re-KYC for account ending 4471.
Records with us: PAN [[NATIONAL_ID|PGTPO0613M]], date of birth [[DATE_OF_BIRTH|17-Aug-1988]], mobile [[PHONE_E164|+91 81234 94940]].
Aadhaar linked: [[NATIONAL_ID|7748 3492 1239]].
Kindly visit the Koramangala branch or upload documents at [[URL|https://kyc.kaverico-opbank.in]].
Never share your OTP (e.g. 338 901) with anyone, including bank staff.
Regards, [[PERSON|S. Venkatesh]], Branch Manager`,
  // 74 BD SMS
  `SMS thread — [[PERSON|Rafiqul Islam]]
[[PERSON|Rafiqul Islam]]: ভাই, আম্মার রিপোর্ট [[ORG|স্কয়ার হাসপাতাল]] থেকে পেয়েছি
Me: আলহামদুলিল্লাহ। ডাক্তার [[PERSON|নাসরিন সুলতানা]] কী বললেন?
[[PERSON|Rafiqul Islam]]: সব ঠিক আছে। bKash এ টাকা পাঠাও [[PHONE_E164|01812-348262]], TrxID 9GH71KQ2
[[PERSON|Rafiqul Islam]]: Patient ID [[MRN|SQH-25-904417]], রিপোর্টে লেখা
Me: পাঠালাম। [[PERSON|Shuvo]]-কে বলো কাল সকালে আম্মাকে নিয়ে যেতে, ওর নম্বর [[PHONE_E164|01812-378455]] তো?
[[PERSON|Rafiqul Islam]]: হ্যাঁ`,
  // 75 US payroll HR
  `From: [[PERSON|Tanya Rourke]] <[[EMAIL|trourke@prairiewind-hr.com]]>
Subject: I-9 / W-4 corrections — new hires
Hi team, two fixes before Friday's payroll run at [[ORG|Prairie Wind Ag Supply Co.]]:
1) [[PERSON|Jesús Ortega]] — SSN entered as 000-45-5548 (invalid area); correct number from his card is [[SSN|070-45-5548]]. DOB [[DATE_OF_BIRTH|1992-11-30]].
2) [[PERSON|Hannah Lindgren]] — SSN [[SSN|399528541]] was fine; her direct deposit bounced, [[PERSON|Bill]] from [[ORG|Heartland State Bank]] says routing number was mistyped.
Also: Bill the contractor invoices separately. Thanks, [[PERSON|Tanya]]`,
  // 76 DE lab report
  `[[ORG|MVZ Labor Rhein-Neckar]] · Befundbericht
Patient: [[PERSON|Grünberger, Wolfgang]]   geb. [[DATE_OF_BIRTH|30.06.1961]]   Pat.-Nr. [[MRN|4471-2209]]
Einsender: Dr. med. [[PERSON|Christiane Wolff]], [[ORG|Hausarztpraxis am Neckarufer]]
Auftragsnr. 26-118392 (keine Patientennummer), Eingang 04.06.2026
HbA1c 7,4 % (↑), Kreatinin 1,1 mg/dl, TSH 2,3 mU/l
Kommentar: Kontrolle in 3 Monaten empfohlen. Rückfragen: [[PHONE_E164|01512 3454295]] (Frau [[PERSON|Yilmaz]], Labor)`,
  // 77 KR Kakao shopping support
  `카카오톡 상담 · [[ORG|하늘마켓]] 고객센터
고객 [[PERSON|민서]]: 안녕하세요 주문한 가습기가 안 와요
상담원 [[PERSON|정예린]]: 안녕하세요 고객님, 주문번호 알려주시겠어요?
고객 [[PERSON|민서]]: 2026061288431이요. 받는 사람은 [[PERSON|윤채율]], 연락처 [[PHONE_E164|010-2006-3055]]
상담원 [[PERSON|정예린]]: 확인 결과 [[ORG|한결택배]] 물류센터에서 지연 중입니다. 내일 도착 예정이에요
고객 [[PERSON|민서]]: 네 감사합니다
[[PERSON|정예린]] (내부 메모): 고객 불만 2회차, 쿠폰 지급 검토 — 팀장 [[PERSON|서동욱]] 승인 필요`,
  // 78 US medical intake
  `NEW PATIENT INTAKE — [[ORG|Sunbelt Orthopedic Associates]]
Name: [[PERSON|Reginald "Reggie" Foust]]   DOB: [[DATE_OF_BIRTH|Jan 9, 1959]]   Chart #: [[MRN|SOA-228417]]
Phone: [[PHONE_E164|(201) 556-5083]]   Emergency contact: [[PERSON|Ivy Foust]] (wife)   SSN: [[SSN|762-22-5314]]
Insurance: [[ORG|Gulf Coast Health Plan]], member ID GCH55821930 
Card on file for copay: [[CREDIT_CARD|6011 2423 6064 0470]]
Reason for visit: right knee pain, suspected Meniscal Tear. Referred by Dr. [[PERSON|Ana Lucía Beltrán]].
Pharmacy: [[ORG|Corbett Family Drug]] on Mission Blvd.`,
  // 79 negative: parcel notification
  `Your parcel is on its way!
Tracking number: 1Z 88E 217 04 5531 9906. Estimated delivery: Thursday between 10:00 and 14:00.
Order #GB-558120 · Invoice INV-2026-44817 · Amount paid: £89.99 (card ending 0017).
For security, your one-time code is 284 611. We will never ask for your card number 4929 1183 0026 7745 or bank details GB12 MIDL 4005 1512 3456 78 by text.
If you did not place this order, reply STOP. Version 4.12.7.3 of the courier app is available.`,
  // 80 negative: release notes
  `Release notes — build 6.3.18.2 (stable channel)
Fixed: crash when importing test fixtures with placeholder SSNs such as 666-12-3456 and 900-44-1207.
Fixed: card validator accepted 5412 7512 3412 3457 (bad check digit, now rejected).
Changed: IBAN field rejects malformed values like FR14 2004 1010 0505 0001 3M02 607 (wrong check digits).
Known issue: sync fails on clients older than 5.9.0.1. Ticket refs: QA-2231, QA-2240.`,
];
