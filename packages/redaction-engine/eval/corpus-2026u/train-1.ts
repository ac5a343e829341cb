// Corpus 2026u, part 1: training text (see README-1.md).
export const TRAIN_U_1_CORPUS: readonly string[] = [
  `WhatsApp — "Flat 4B 🏠"
[[PERSON|Will]]: will someone please take the bins out, it's Tuesday
[[PERSON|hope_m]]: not me, I did it last week lol
[[PERSON|Grace Odunsi]]: I'll do it if [[PERSON|Mark]] finally pays the [[ORG|Ovo]] bill
[[PERSON|Mark]]: mark my words I paid it. check the app
[[PERSON|Will]]: the Ovo app says £86.40 overdue since November
[[PERSON|hope_m]]: also the landlord's agent rang, [[ORG|Brindle & Hale Lettings]], new number [[PHONE_E164|07193 997875]]
[[PERSON|Grace Odunsi]]: is that the woman from before? [[PERSON|Tamsin]]?
[[PERSON|hope_m]]: no, some guy called [[PERSON|Declan Fairweather]]. boiler man comes Friday between 8-12
[[PERSON|Mark]]: grace period on the rent is 5 days btw, don't panic
[[PERSON|Will]]: [[ORG|Morrisons]] run later? need oat milk and Fairy
[[PERSON|Grace Odunsi]]: ok. my mobile's dead, text [[PERSON|Rosie]] on [[PHONE_E164|07485 462570]] if urgent`,
  `Ticket #48213 — Billing / Card declined
Priority: Normal   Queue: Payments Tier 2   Product: Lumenly Pro (annual)

Customer: [[PERSON|Summer Delacroix-Banks]] <[[EMAIL|summer.dbanks@fastmail.us]]>
Phone: [[PHONE_E164|(703) 251-8552]]

Hi, I'm trying to renew my Lumenly Pro plan before the Summer Sale ends and my card keeps failing. Card is a Visa ending 4417 but I also tried my Mastercard [[CREDIT_CARD|5511 4403 6467 3623]] with the same result. My bank ([[ORG|Coastline Federal Credit Union]]) says nothing was blocked on their side. Will you refund the first charge? It went through twice on Nov 14.

— Internal note ([[PERSON|Ravi]], Tier 2): [[ORG|Paddle]] log shows two auths, one captured. Escalated to [[PERSON|Brianna Szczepanik]] in Finance Ops. Customer's account admin is her husband [[PERSON|Terrence Banks]], SSN on the W-9 we hold is [[SSN|739-44-9976]] (don't paste this in Zendesk again please).
— Reply ([[PERSON|Brianna Szczepanik]]): refunded $129.00, ref RF-2291-88. Closing as Solved.`,
  `Von: [[PERSON|Jannik Vollmer]] <[[EMAIL|j.vollmer@kranzberg-logistik.de]]>
An: [[PERSON|Hanna Seidl]]
Betreff: AW: Sommerfest 2027 – Location

Hallo [[PERSON|Hanna]],

danke für die Liste. Die Alte Mälzerei in der Rosenstraße ist am 19. Juni noch frei, die Kosten liegen bei 2.400 € netto. Catering würde ich wieder über [[ORG|Feinkost Brandl GmbH]] machen, die waren letztes Jahr super. Ansprechpartnerin dort ist Frau [[PERSON|Lechner]], Tel. [[PHONE_E164|05340 1605412]].

Anzahlung bitte auf [[IBAN|DE74 8774 4471 9764 5795 31]] (Kontoinhaber [[ORG|Alte Mälzerei Veranstaltungs UG (haftungsbeschränkt)]]).

Grüße
[[PERSON|Jannik]]
Teamleitung Disposition, [[ORG|Kranzberg Logistik GmbH & Co. KG]]

> Am 24.11. schrieb [[PERSON|Hanna Seidl]]:
> Können wir für die Musik wieder DJ [[PERSON|Sonnenschein]] buchen? Er heißt eigentlich [[PERSON|Florian Mett]], Handy [[PHONE_E164|+49 182 94312831]].`,
  `SMS thread, +65
([[PHONE_E164|9409 6971]]) Hi this is [[PERSON|Jade]] from [[ORG|Orchid Smile Dental]] at Novena, reminding you of your scaling appt Thurs 3pm. Reply Y to confirm.
[me] Y. can I bring my son [[PERSON|Ethan Lim Wei Jie]] too? he needs a check up
([[PHONE_E164|8045 1524]]) Sure! Pls bring his Child Health Booklet. Dr [[PERSON|Ong]] will see him after you.
[me] thanks. btw my new email is [[EMAIL|lim.peishan88@singnet.com.sg]]
([[PHONE_E164|8117 4830]]) Noted, updated. Parking at Velocity is $2.14/hr after 6pm fyi
[me] ok see u`,
  `LINE「同窓会幹事🍶」
[[PERSON|たかし]]: 来月の同窓会、場所決まった？
[[PERSON|美咲]]: 渋谷の「[[ORG|炉端 ひなた]]」で仮予約したよ。12月20日（土）19時〜
[[PERSON|たかし]]: いいね！[[PERSON|山内]]先生にも声かける？
[[PERSON|美咲]]: うん、[[PERSON|山内 恵子]]先生のメールは [[EMAIL|k-yamauchi@minatodai-hs.ed.jp]] だって
[[PERSON|健太]]: 会費は5000円で、[[ORG|りそな銀行]]じゃなくてPayPayで集めよう
[[PERSON|美咲]]: お店の電話は [[PHONE_E164|020-2529-3907]]、幹事は私の携帯 [[PHONE_E164|080-5066-1085]] に連絡してね
[[PERSON|健太]]: 了解〜 [[PERSON|Summer]]くん（留学生の[[PERSON|Summer Tanaka-Reyes]]）も来るって`,
  `From: People Team <[[EMAIL|people@brightwaterhealth.org]]>
To: [[PERSON|Faith Oyelaran]]
Subject: Welcome aboard! Your first-day checklist

Hi [[PERSON|Faith]],

We're thrilled you're joining [[ORG|Brightwater Health Partners]] as Senior Payroll Analyst in the Finance department. A few things before Monday, January 5:

1. Complete your I-9 in Workday. We have your SSN as [[SSN|252-87-3656]] and date of birth as [[DATE_OF_BIRTH|04/17/1991]]; please confirm both are correct.
2. Direct deposit: upload a voided check or send routing details (not your card number!).
3. Your manager, [[PERSON|Art Villanueva]], will meet you in the lobby of the Maple Building at 9:00.
4. Benefits enrollment with Cascadia Mutual closes 30 days after your start.

If you have questions, call me at [[PHONE_E164|(270) 669-1454]] or reply here. Keep the faith during the onboarding slog, it's worth it!

[[PERSON|Noelle Pak]]
HR Business Partner`,
  `WhatsApp group "Goa Trip Dec 🌴"
[[PERSON|rohit]]: guys flight tickets book kar diye, [[ORG|Akasa Air]] 6E-512, 26 Dec morning
[[PERSON|Sneha Kulkarni]]: villa ka advance kisko bhejna hai?
[[PERSON|rohit]]: [[ORG|Casa Palmeira Stays]] wale, owner Mr [[PERSON|D'Souza]] senior nahi, [[PERSON|Anselm D'Souza]]. UPI nahi lete, NEFT karna
[[PERSON|aarav.j]]: mera PAN chahiye tha unko? [[NATIONAL_ID|EMMPS6400M]] hai
[[PERSON|Sneha Kulkarni]]: bro Aadhaar mat daalo group me 😂 
[[PERSON|aarav.j]]: already daal diya tha kal, [[NATIONAL_ID|5850 9171 0527]] 🤦
[[PERSON|Priyanka]]: [[PERSON|प्रियंका]] here, mera number change hua [[PHONE_E164|082756 05849]]
[[PERSON|rohit]]: ok noted. Baga beach pe [[ORG|Britto's]] shack book karein? Christmas Eve wahin`,
  `Forum Auto-Passion › Entretien › "Garage qui m'a arnaqué à Lyon ?"

posté par [[PERSON|julien_r69]]
Bonjour à tous, j'ai déposé ma Clio chez [[ORG|Garage Brossard Frères SARL]] (rue Paul Bert) pour une vidange, facture 640 € avec des plaquettes que je n'ai jamais demandées. Le chef d'atelier, un certain [[PERSON|Thierry]], refuse de me rembourser. Quelqu'un connaît ?

réponse de [[PERSON|Maëlle Garnier]]
Même histoire l'an dernier. Écrivez au médiateur [[ORG|Mobilians]] et gardez les SMS. Leur standard : [[PHONE_E164|06 60 90 89 45]]

réponse de [[PERSON|Papy Roger]]
Avant, c'était [[PERSON|Gérard Brossard]] qui tenait la boutique, un type honnête. Depuis que [[ORG|Autodistrib Rhône SAS]] a racheté, c'est plus pareil. Vous avez payé par carte ? Faites opposition, ma banque ([[ORG|Caisse d'Épargne Rhône Alpes]]) m'a remboursé en deux semaines.

réponse de [[PERSON|julien_r69]]
Merci ! Payé par virement depuis [[IBAN|FR76 1802 9135 0396 3769 4478 961]], donc c'est plus compliqué…`,
  `#launch-war-room (Slack)
[[PERSON|bill.nguyen]] 9:02 AM  prod deploy of Harbor 3.2 is green, version 3.2.0.41
[[PERSON|Sunny Adebayo]] 9:03 AM  nice. did the Billing Service migration finish?
[[PERSON|bill.nguyen]] 9:04 AM  yep. @[[PERSON|rose]] can you post the status page update
[[PERSON|rose]] 9:05 AM  on it. Also [[ORG|Pinecrest Analytics]] (our biggest customer) emailed [[PERSON|Dana]] asking about the outage credit
[[PERSON|Dana Whitlock]] 9:07 AM  I'll call their CTO, [[PERSON|Hiroshi Abe]], at [[PHONE_E164|+1 507 840 8949]] after standup
[[PERSON|Sunny Adebayo]] 9:08 AM  the sunny side: p95 latency down 40%
[[PERSON|bill.nguyen]] 9:10 AM  the bastion is [[IPV4|10.42.77.139]] if anyone needs it, and the old staging box [[IPV4|172.31.8.204]] is going away
[[PERSON|rose]] 9:11 AM  [[ORG|Rose Garden Cafe]] lunch at 12? [[PERSON|Will]] is buying
[[PERSON|Will Marchetti]] 9:11 AM  will I though`,
  `ParentMail — [[ORG|Oakfield Primary School]]
To: Parents and carers of Year 4 (Hazel Class)

Dear Parents,

Our trip to the Natural History Museum is on Wednesday 10 December. Please return the consent slip and £12 by Friday. Mrs [[PERSON|Pennington]] and Mr [[PERSON|Olabode]] will lead the group, helped by parent volunteers [[PERSON|Harriet Quayle]] and [[PERSON|Summer]]'s dad, [[PERSON|Kieran Mulvey]].

Children with asthma must bring their inhaler (Salbutamol, named). If your child has an EpiPen, please tell the office.

Any questions, phone the office on [[PHONE_E164|07443 502612]] or email [[EMAIL|office@oakfield-primary.sch.uk]].

Kind regards,
[[PERSON|Deborah Ashworth-King]]
Headteacher`,
  `Chat ao vivo — Suporte [[ORG|Vitrine Pagamentos Ltda.]]
Atendente [[PERSON|Luana]]: Olá! Em que posso ajudar?
Cliente ([[PERSON|Caio Henrique Prado]]): oi, cobraram duas vezes minha assinatura do plano Ouro no cartão [[CREDIT_CARD|5342 8977 7621 6033]]
Atendente [[PERSON|Luana]]: Poxa, sinto muito! Pode me confirmar seu CPF e telefone?
Cliente: telefone [[PHONE_E164|(17) 98214-2232]], email [[EMAIL|caioh.prado@uol.com.br]]
Atendente [[PERSON|Luana]]: Obrigada, [[PERSON|Caio]]. Vi as duas cobranças de R$ 49,90 em 03/11. Vou abrir o protocolo 2026110399812 e o estorno cai em até 2 faturas.
Cliente: vcs trabalham com o [[ORG|Banco Sertanejo S.A.]]? meu gerente, o [[PERSON|Marcos Teixeira]], disse que foi erro de vocês
Atendente [[PERSON|Luana]]: Sim, é um parceiro. Algo mais?`,
  `Notulen bewonersvereniging De Lindehof — 20 november
Aanwezig: [[PERSON|Bram van Dongeren]] (voorzitter), [[PERSON|Fenna Jonker]] (notulen), [[PERSON|Joost]], [[PERSON|mevr. Aydın]], [[PERSON|Ruud Verhagen]]
Afwezig m.k.: [[PERSON|Sanne]]

1. Lift blok C: [[ORG|Schindler]] komt pas in januari. [[PERSON|Ruud]] belt de beheerder, [[ORG|Vesteda Woonbeheer B.V.]], tel. [[PHONE_E164|066 3701304]].
2. Kerstborrel 19 december in de Zonnezaal. [[PERSON|Fenna]] regelt oliebollen bij [[ORG|Bakkerij 't Hoekje]].
3. Contributie €15 overmaken naar [[IBAN|NL47 ZVJW 2270 1767 57]] t.n.v. Bewonersver. De Lindehof.
4. Rondvraag: [[PERSON|Joost]] vraagt of de fietsenstalling aan de Rozengracht weer open kan.
Volgende vergadering: 15 januari, 20:00.`,
  `카카오톡 「3팀 회식 🍖」
[[PERSON|지훈]]: 금요일 회식 장소 정했어요? 
[[PERSON|박서윤]]: 강남역 '[[ORG|소담한우]]' 예약했습니다. 7시, 12명
[[PERSON|지훈]]: 팀장님([[PERSON|최동욱]]) 오신대요?
[[PERSON|박서윤]]: 네, 그리고 [[ORG|한빛소프트 주식회사]] 쪽 [[PERSON|이하은]] 대리님도 오세요
[[PERSON|민재]]: 저는 늦을 것 같아요ㅠ 고객사 미팅이 [[ORG|한빛상사]]에서 6시까지라
[[PERSON|박서윤]]: 식당 번호 [[PHONE_E164|012-9683-8340]], 늦으면 저한테 [[PHONE_E164|031-6339-4773]]로 연락주세요
[[PERSON|지훈]]: 넵 ㅋㅋ 회비는 3만원씩 [[ORG|카뱅]]으로`,
  `★☆☆☆☆  "Never again" — reviewed on Google, 2 weeks ago
by [[PERSON|Bronwyn H.]]

Booked a bond clean with [[ORG|SparkleRight Cleaning Pty Ltd]] for our rental in Fitzroy. The cleaner, [[PERSON|Tayla]], was lovely but they sent one person for a 3-bedroom job. Real estate ([[ORG|Harcourt & Lowe Property]]) failed the inspection and we lost $450 off the bond. Rang the owner [[PERSON|Craig Pettigrew]] on [[PHONE_E164|+61 2 1123 6850]] three times, no answer. Avoid!

Response from the owner:
Hi [[PERSON|Bronwyn]], sorry to read this. Please email [[EMAIL|craig@sparkleright.com.au]] with your invoice number and we'll arrange a re-clean at no charge. — [[PERSON|Craig]]`,
  `De: [[PERSON|Lucía Ferrándiz]] <[[EMAIL|lucia.ferrandiz@talleres-levante.es]]>
Para: Recursos Humanos
Asunto: Baja por paternidad de [[PERSON|Álvaro]]

Hola [[PERSON|Nuria]]:

Te confirmo que [[PERSON|Álvaro Benlloch Soler]], del departamento de Calidad, inicia su permiso el 2 de enero. Su fecha de nacimiento es el [[DATE_OF_BIRTH|9 de marzo de 1988]] por si la necesitas para la Seguridad Social. La nómina de diciembre se ingresa como siempre en [[IBAN|ES02 4057 9117 9974 0858 9682]].

Mientras tanto cubrirá su puesto [[PERSON|Rosa Mayans]], de [[ORG|Talleres Levante S.L.]] planta de Paterna. Cualquier cosa llámame al [[PHONE_E164|731 64 70 61]].

Un abrazo,
[[PERSON|Lucía]]`,
  `Instagram DM
[[PERSON|mia.rodriguez.art]]: hiii are you still doing commissions?? 🎨
[[PERSON|june_bug_draws]]: yes!! opening again in June tho, I'm swamped till then
[[PERSON|mia.rodriguez.art]]: ok! it's for my sister [[PERSON|Hope]], her bday is in March (born [[DATE_OF_BIRTH|3/3/04]])
[[PERSON|june_bug_draws]]: aw cute. I can squeeze one in. $80 for a bust, paypal to [[EMAIL|junebug.commissions@gmail.com]]
[[PERSON|mia.rodriguez.art]]: perfect. my portfolio is [[URL|mia-rodriguez.carrd.co]] if you wanna see my style lol
[[PERSON|june_bug_draws]]: omg you're so good. text me at [[PHONE_E164|(586) 344-7722]], I'm bad at DMs`,
  `Telegram — «Родительский чат 5Б»
[[PERSON|Ольга Петровна]]: Уважаемые родители, в пятницу экскурсия в Третьяковку, сбор в 9:00 у школы.
[[PERSON|Марина]]: А кто сопровождает?
[[PERSON|Ольга Петровна]]: Я и папа [[PERSON|Саши Белова]], [[PERSON|Игорь Белов]].
[[PERSON|Денис К.]]: Деньги на билеты кому переводить?
[[PERSON|Ольга Петровна]]: [[PERSON|Светлане Игоревне]] по номеру [[PHONE_E164|8 (906) 477-49-93]], 450 ₽ с ребёнка.
[[PERSON|Марина]]: У [[PERSON|Вари]] аллергия на орехи, учтите в обед пожалуйста
[[PERSON|Денис К.]]: Обед где, в «[[ORG|Му-Му]]»? Или [[ORG|ООО «Школьное питание-Юг»]] привезёт?
[[PERSON|Ольга Петровна]]: Сухпаёк от столовой.`,
  `Subject: Re: West Cork weekend — booking confirmed

Hi all,

Booked the cottage in Skibbereen through [[ORG|Wild Atlantic Hideaways]] for 13–15 Feb. Host is [[PERSON|Siobhán Ní Fhlannagáin]], mobile [[PHONE_E164|089 329 7597]]. Deposit paid from my account, so please send me €85 each to [[IBAN|IE24 RTHR 8591 2039 9462 34]] (ref "CORK").

[[PERSON|Eoin]] is driving from Dublin, [[PERSON|Aoife]] and [[PERSON|Cillian Brennan]] are getting the [[ORG|Bus Éireann]] to Cork. [[PERSON|Patrick]] said he'd bring the Trivial Pursuit.

Cheers,
[[PERSON|Niamh]]

> On Tue, [[PERSON|Cillian Brennan]] <[[EMAIL|cillbrennan@eircom.net]]> wrote:
> Is there Wi-Fi? [[PERSON|Grace]] needs to work Friday.`,
  `Zgłoszenie nr 55-2831 — Reklamacja
Klient: [[PERSON|Bartosz Wieczorek]], tel. [[PHONE_E164|65 242 17 99]], e-mail [[EMAIL|b.wieczorek@o2.pl]]
Produkt: odkurzacz Cyklon X9, zamówienie 7718-PL-204

Dzień dobry, odkurzacz przestał działać po 3 tygodniach. Kupiony w sklepie [[ORG|Elektro-Mix Sp. z o.o.]] w Poznaniu. Proszę o zwrot na konto [[IBAN|PL81 1698 4925 1783 4003 6640 2525]].

Notatka wewnętrzna ([[PERSON|Agnieszka]], dział reklamacji): serwis [[ORG|TechSerwis Nowak s.c.]] potwierdził wadę silnika. Zwrot zatwierdzony przez kierownika [[PERSON|Piotra Zielińskiego]].`,
  `Subject: Your Harbor Cloud invoice is ready

Invoice INV-2026-11-0048 · Period 1–30 November · Amount due: $412.77
Payment method on file: card 4663 2896 7673 6921 (update required: this number failed validation)
Backup account IBAN GB10 XAXU 7382 8154 5888 31 could not be verified.
For tax form 1099-K we received TIN 000-40-8038 and 666-35-9732, both rejected as invalid.
Order reference ORD-4417-0093, tracking 1Z 999 AA1 01 2345 6784.
Your verification code is 604119. Agent build v4.12.0.7. Support hours Mon–Fri, 9am–5pm ET.
Questions? Visit Help Center > Billing. This is an automated message; replies are not monitored.`,
  `PROGRESS NOTE — [[ORG|Riverside Family Medicine]]
Patient: [[PERSON|Bill Ostermeyer]]   MRN: [[MRN|RFM-0093374]]   DOB: [[DATE_OF_BIRTH|1957-02-11]]
Visit: 11/21/2026   Provider: [[PERSON|June Whitacre]], NP

S: 69M here for BP follow-up. Wife [[PERSON|Marjorie]] reports he stopped Lisinopril after the bill from [[ORG|Kroger Pharmacy]] doubled. Mild ankle swelling. Denies chest pain.
O: BP 158/94, HR 78. Weight 96 kg.
A: Essential hypertension, uncontrolled. CKD stage 2.
P: Restart lisinopril 10 mg via GoodRx. Refer to Dr [[PERSON|Anand Raghavan]] (Nephrology, [[ORG|St. Aurelia Medical Center]]). Daughter [[PERSON|Hope Ostermeyer]] is his emergency contact, [[PHONE_E164|(269) 942-2985]]. Return in 4 weeks; we hope BP improves.`,
  `r/askTO · Posted by u/[[PERSON|maple_mike]] · 5h
Anyone else get a sketchy text from "[[ORG|Canada Post]]" asking for a $1.99 redelivery fee? Link went to [[URL|canadapost-redelivery.help]] (NOT the real site). My neighbour [[PERSON|Fatima]] clicked it and entered her card.

  u/[[PERSON|jen_okafor]] · 4h
  Yep. Call your bank right away. When it happened to my mom [[PERSON|Grace Ugwuanyi]], [[ORG|Tangerine]] cancelled the card within an hour. Fraud line is [[PHONE_E164|(257) 554-2843]].

  u/[[PERSON|maple_mike]] · 4h
  thanks, she's with [[ORG|Meridian Credit Union]] so calling them now

  u/[[PERSON|notbill]] · 3h
  Report it to the [[ORG|Canadian Anti-Fraud Centre]] too. Real tracking is on [[URL|canadapost-postescanada.ca]] only.`,
  `Signal-Gruppe "Zermatt Ski 🎿"
[[PERSON|Lukas]]: Zug ab Zürich HB 07:32, umsteigen in Visp. Wer hat das Halbtax?
[[PERSON|Annina Brunner]]: ich! und [[PERSON|Reto]] auch
[[PERSON|Lukas]]: Chalet ist über [[ORG|Matterhorn Chalets AG]] gebucht, Kontakt [[PERSON|Urs Imboden]], [[PHONE_E164|+41 72 452 09 87]]
[[PERSON|Annina Brunner]]: Skipass bei [[ORG|Zermatt Bergbahnen]] online, Gruppentarif ab 6
[[PERSON|Reto]]: ich überweis dir meinen Teil, gib IBAN
[[PERSON|Lukas]]: [[IBAN|CH66 9693 7487 7692 8703 8]] – Lukas Gerber
[[PERSON|Selina]]: ich komm erst Freitag, bin bis Donnerstag auf Montage bei [[ORG|Ammann Haustechnik GmbH]] in Chur`,
  `TripAdvisor — [[ORG|Trattoria da Gino]], Trastevere
⭐⭐⭐⭐⭐ "Come a casa" — [[PERSON|Francesca M.]], Bologna
Carbonara perfetta, il proprietario [[PERSON|Gino]] in persona ci ha raccontato la storia del locale. Consigliato a tutti!

⭐⭐ "Servizio lento" — [[PERSON|Stefano Orlandi]]
Abbiamo aspettato 50 minuti. Il cameriere, [[PERSON|Marco]], gentile ma sommerso. Prenotato tramite TheFork.

Risposta del titolare: Gentile [[PERSON|Stefano]], ci scusiamo. Sabato avevamo un evento aziendale di [[ORG|Beltrami Costruzioni S.p.A.]] e la sala era piena. La aspettiamo di nuovo! Per prenotazioni [[PHONE_E164|332 062 2948]] o [[EMAIL|prenota@dagino-trastevere.it]]. — [[PERSON|Gino Pellegrini]]`,
  `From: [[PERSON|Noa Ben-David]] <[[EMAIL|noa.bd@galilsoft.co.il]]>
Subject: הזמנה לאירוע חנוכה של המחלקה

היי כולם,
מסיבת חנוכה של מחלקת פיתוח תתקיים ביום רביעי במשרדי [[ORG|גליל סופט בע"מ]] בהרצליה.
[[PERSON|יוסי]] מביא סופגניות מ"[[ORG|רולדין]]", ו[[PERSON|מיכל לוי]] אחראית על המוזיקה.
אורחים מ-[[ORG|Tamar Systems Ltd.]] יגיעו בשש, איש הקשר שלהם [[PERSON|Eitan Shapira]], [[PHONE_E164|09-049-2344]].
מי שצריך חניה – לפנות אליי ב-[[PHONE_E164|073-209-9171]].
חג שמח!
[[PERSON|נועה]]`,
  `[[ORG|COASTAL PINES BANK]] — Checking Statement, Nov 1 – Nov 30, 2026
Account holder: [[PERSON|Marcus T. Hollings]]   Acct ending 0931
Mailing: 4410 Summerfield Dr, Charlotte NC

11/02  ACH DEPOSIT  [[ORG|Redline Freight Inc.]] PAYROLL          +2,418.66
11/04  DEBIT CARD  [[ORG|HARRIS TEETER]] #0112                              -83.19
11/07  ZELLE TO [[PERSON|JADE HOLLINGS]]                             -150.00
11/09  CHECK 1047  [[ORG|Piedmont Orthodontics PLLC]]                     -320.00
11/15  ONLINE PMT  [[ORG|Duke Energy]]                              -142.75
11/18  CARD [[CREDIT_CARD|4120 0254 9719 5408]] [[ORG|Bojangles]]                         -12.48
11/22  ZELLE FROM [[PERSON|ART HOLLINGS]]                          +60.00
11/28  MONTHLY SERVICE FEE (waived)                                  0.00
Questions: [[PHONE_E164|(669) 878-0659]] · Routing 053101121`,
  `CONFIDENTIAL — HR case note
Employee: [[PERSON|Priya Seshadri]]  DOB [[DATE_OF_BIRTH|3 Feb 1988]]  NI number: [[NATIONAL_ID|ST 18 88 03 B]]  Department: Customer Operations (Leeds)
Line manager: [[PERSON|Mark Easterby]]

Meeting 24/11 re flexible working request. Present: [[PERSON|Priya]], [[PERSON|Mark]], [[PERSON|Sunita]] (HR), union rep [[PERSON|Owen Pryce]] ([[ORG|Unison]]).
[[PERSON|Priya]] asked to work compressed hours (4 x 9.5) from January to care for her father. [[PERSON|Mark]] raised coverage on the Bank Holiday rota. Agreed a 3-month trial. Occupational health referral via [[ORG|Medigold Health]] not needed.
Next step: [[PERSON|Sunita]] to issue outcome letter by 1 Dec. Contact: [[PHONE_E164|07102 218679]].`,
  `WhatsApp "Boda Ximena & Rodrigo 💍"
[[PERSON|Ximena]]: ya confirmé el salón Hacienda Los Arcos en Cuernavaca, 14 de febrero
Tía [[PERSON|Lupe]]: ¿y el mariachi quién lo contrata?
[[PERSON|Rodrigo Villaseñor]]: [[ORG|Mariachi Real de Jalisco]], el señor [[PERSON|Efraín Cortés]], [[PHONE_E164|244 882 9565]]
[[PERSON|Ximena]]: para el pastel fuimos con [[ORG|Pastelería La Esperanza]], ya está pagado
[[PERSON|Diana Fuentes]]: ¿a qué cuenta depositamos el regalo? 😅
[[PERSON|Rodrigo Villaseñor]]: tenemos mesa de regalos en [[ORG|Liverpool]], pero si prefieren CLABE 012180015678912345
Tía [[PERSON|Lupe]]: ay mijo, yo mejor en efectivo`,
  `OPD slip — [[ORG|Sahyadri Hills Multispeciality Hospital]], Pune
UHID: [[MRN|SMH2611048]]   Name: [[PERSON|Meenakshi Deshpande]]   Age/Sex: 42/F   DOB: [[DATE_OF_BIRTH|03-08-1984]]
Aadhaar (for PM-JAY): [[NATIONAL_ID|9667 9082 8375]]
Consultant: Dr [[PERSON|Vivek Joglekar]] (Endocrinology)

C/o fatigue, weight gain. TSH 9.8. Dx: Hypothyroidism.
Rx: Thyronorm 50 mcg OD before breakfast × 3 months.
Review after 6 weeks with TFT. Attendant: husband [[PERSON|Sanjay]], [[PHONE_E164|02974 309 811]].`,
  `Meeting notes — Q1 Campaign Sync (Marketing)
Attendees: [[PERSON|Jade Kim]], [[PERSON|Carlos]], [[PERSON|Devansh Parekh]], [[PERSON|Ashley Turner]], [[PERSON|summer]] (intern)
Agenda: Spring Forward campaign, Presidents' Day promo, agency handoff

- Creative from [[ORG|Northstar Creative Group]] due Jan 8. [[PERSON|Carlos]] to chase their AM, [[PERSON|Becca Lindqvist]].
- Presidents' Day: 20% off Lumenly Pro, landing page at [[URL|lumenly.com/presidents]] (not live yet).
- Budget: [[PERSON|Ashley Turner]] flagged that the Google Ads bill is 30% over. Will review with Finance.
- [[PERSON|summer]] to pull Hootsuite numbers by Friday.
Action items tracked in Asana.`,
  `微信群「302宿舍🏀」
[[PERSON|小王]]：周六去不去爬香山？
[[PERSON|李浩然]]：去！叫上[[PERSON|陈静]]和她男朋友
[[PERSON|陈静]]：他加班，[[ORG|字节跳动]]最近忙死了
[[PERSON|小王]]：那就我们四个，[[PERSON|张伟明]]开车
[[PERSON|张伟明]]：行，早上7点北门见。我手机 [[PHONE_E164|152 6404 9731]]
[[PERSON|李浩然]]：午饭在山脚下那家“[[ORG|农家小院]]”吃，老板姓[[PERSON|刘]]，电话 [[PHONE_E164|133 1269 6413]]
[[PERSON|陈静]]：AA制，微信转[[PERSON|浩然]]`,
  `Support ticket #ZA-77120 — Fibre installation delayed
From: [[PERSON|Thandeka Mahlangu]] <[[EMAIL|thandi.mahlangu@webmail.co.za]]>
Phone: [[PHONE_E164|070 256 4056]]

Good day. I paid for a Vumanet 100 Mbps line on 2 October. The installer from [[ORG|Ubuntu Fibre Installations (Pty) Ltd]] came once, said the pole on Protea Street needs a permit from the City of Johannesburg, and vanished. Please will someone give me a date? I work from home for [[ORG|Mabaso & Partners Inc.]] and I'm using my phone as a hotspot.

Agent [[PERSON|Pieter]]: Apologies, [[PERSON|Thandeka]]. Wayleave approved yesterday; technician [[PERSON|Sipho Dlamini]] is booked for Thursday 8:00–12:00. Your router will show [[IPV4|192.168.8.1]] for setup (that's the local gateway, don't share your public IP [[IPV4|41.76.108.23]]).`,
  `Kimden: [[PERSON|Elif Karabulut]] <[[EMAIL|elif.karabulut@anadolutekstil.com.tr]]>
Konu: Yılbaşı yemeği – katılım

Merhaba arkadaşlar,

Yılbaşı yemeğimiz 27 Aralık Cumartesi Kadıköy'deki [[ORG|Çiya]]'da. Katılımı [[PERSON|Burak]] Bey'e bildirin lütfen, telefonu [[PHONE_E164|0536 458 68 26]].
Ulaşım için [[ORG|Boğaziçi Turizm A.Ş.]] servis verecek.
Hediye çekilişi için ücreti [[IBAN|TR33 2160 9795 9880 0000 1961 25]] numaralı hesaba (alıcı: [[PERSON|Zeynep Aksoy]]) gönderebilirsiniz.

[[PERSON|Elif]]
İnsan Kaynakları, [[ORG|Anadolu Tekstil San. ve Tic. A.Ş.]]`,
  `Messages — "Mom 💕"
Mom: did you call Aunt [[PERSON|Faith]] for her birthday
me: yes!! she's 70 right
Mom: 71. her DOB is [[DATE_OF_BIRTH|Dec 2, 1955]], don't forget again lol
me: ok ok. is Uncle [[PERSON|Ray]] still at [[ORG|St. Brigid Mercy]] hospital
Mom: home now. call him [[PHONE_E164|(227) 977-8625]]. if you call the hospital his patient # is [[MRN|MH-7730512]]
me: will do. also did [[PERSON|Billy]] pay you back
Mom: your brother? ha. he said the check is in the mail
me: classic [[PERSON|bill]] 🙄`,
  `Pronote — Message de l'établissement
[[ORG|Collège Victor-Hugo]], Nantes
À : Parents de [[PERSON|Léna Moreau]] (4e B)
De : M. [[PERSON|Tessier]], CPE

Madame, Monsieur,

Votre fille a cumulé 6 absences non justifiées en novembre. Merci de prendre rendez-vous avec Mme [[PERSON|Aubertin]], professeure principale, ou avec moi au [[PHONE_E164|06 01 95 33 68]].

Le voyage en Espagne (Séville, du 9 au 14 mars) nécessite une autorisation de sortie du territoire. Date de naissance de l'élève à indiquer : [[DATE_OF_BIRTH|21/06/2012]].

Cordialement,
Vie scolaire`,
  `From: [[PERSON|Carmen Ruiz-Whitfield]] <[[EMAIL|carmen@ruizwhitfield.events]]>
To: [[PERSON|Hope Ngai]]; [[PERSON|Mark Ochoa]]
Subject: Re: Re: Gala logistics — Grand Hyatt vs. The Rose Hall

[[PERSON|Hope]], [[PERSON|Mark]] —
The Rose Hall holds 220 seated; [[ORG|Grand Hyatt]] quoted 18% more. I'd go with Rose Hall. Florals from [[ORG|Petal & Stem Co.]], band is [[ORG|Sunny Side Up]] (ask for [[PERSON|Ronnie Vale]], [[PHONE_E164|(206) 209-1063]]).
Deposit invoice: wire or card. For card I have on file [[CREDIT_CARD|3723 469846 16000]], exp 08/29, name [[PERSON|Hope Ngai]], please confirm I can charge it.

> [[PERSON|Mark Ochoa]] wrote:
> Can we get the Memorial Day weekend date? Board chair [[PERSON|Adele Fontaine]] is traveling before that.`,
  `WhatsApp "Estate residents 🏘"
Chief [[PERSON|Adewale]]: Good evening all. The estate levy of ₦25,000 is due by 15 December.
[[PERSON|Ngozi Eze]]: Please which account?
Chief [[PERSON|Adewale]]: Pay to [[ORG|Lekki Gardens Phase II Residents Association]], and send receipt to the treasurer, Mrs [[PERSON|Folake Ajayi]]. No, just send to [[PERSON|Folake]] on [[PHONE_E164|0813 535 9926]]
[[PERSON|Tunde B]]: The generator was off for 6 hours yesterday. [[ORG|Ikeja Electric]] said it's not them
[[PERSON|Ngozi Eze]]: My gateman [[PERSON|Musa]] said the diesel supplier didn't come
Chief [[PERSON|Adewale]]: I will call [[ORG|Oando]] tomorrow.`,
  `Från: [[PERSON|Ebba Hultqvist]]
Till: [[PERSON|Oskar]]
Ämne: Lucia på förskolan

Hej [[PERSON|Oskar]]!
Luciatåget på [[ORG|Solrosens förskola]] är fredag 13 december kl 8.30. [[PERSON|Alva]] ska vara lucia i år 😊 Kan du ta ledigt från [[ORG|Vattenfall]]? Mormor [[PERSON|Birgitta]] kommer med tåget från Göteborg.
Swisha 100 kr till föräldrarådet, [[PERSON|Johanna Berg]] [[PHONE_E164|0554-33 57 97]], för glögg och lussekatter.
Puss, [[PERSON|Ebba]]`,
  `Booking confirmation — [[ORG|Savannah Trails Safaris Ltd]]
Lead guest: [[PERSON|Daniel Okonkwo-Hart]]   Guests: 4   Passport nos on file
Itinerary: Nairobi → Maasai Mara (3 nights, tented camp) → Lake Naivasha (1 night)
Driver-guide: [[PERSON|Joseph Kiprono]], mobile [[PHONE_E164|064 6353481]]
Balance of USD 2,140 due 30 days before arrival.
Pay by card ([[CREDIT_CARD|4613 9784 5533 9760]] on file) or to our USD account.
Emergency line 24/7: [[PHONE_E164|+254 773 170825]]. Questions to [[EMAIL|reservations@savannahtrails.co.ke]].
Asante sana, [[PERSON|Wanjiru]] (Reservations)`,
  `Foro Mamás de Palermo — "Pediatra recomendado?"
[[PERSON|Flor Giménez]]: Chicas, necesito pediatra que atienda [[ORG|Cobertura Andina]] en Palermo o Belgrano. La nuestra, la Dra. [[PERSON|Sabatini]], se jubiló 😢
[[PERSON|Romi]]: Nosotros vamos al Dr. [[PERSON|Martín Arrieta]] en [[ORG|Centro Médico Plaza Italia]], divino con los chicos. Turnos al [[PHONE_E164|011 15-3437-6372]]
[[PERSON|Caro Lombardi]]: Yo al [[ORG|Hospital Alemán]], guardia buenísima.
[[PERSON|Flor Giménez]]: Gracias!! Sale el de [[PERSON|Romi]]. Mi hija [[PERSON|Pilar]] tiene control de los 2 años.`,
  `Viber «Εκδρομή Πήλιο 🏔»
[[PERSON|Γιώργος]]: Παιδιά, κλείσαμε τον ξενώνα στη Μακρινίτσα για 6-8 Δεκεμβρίου
[[PERSON|Κατερίνα Παπαδοπούλου]]: Τέλεια! Ποιος οδηγεί;
[[PERSON|Γιώργος]]: Εγώ και ο [[PERSON|Νίκος]]. Ο ξενώνας είναι της [[ORG|Πηλιορείτικη Φιλοξενία Α.Ε.]], υπεύθυνη η κα [[PERSON|Ελένη Σταύρου]], [[PHONE_E164|689 112 3760]]
[[PERSON|Κατερίνα Παπαδοπούλου]]: Προκαταβολή πού;
[[PERSON|Γιώργος]]: [[IBAN|GR98 2735 4392 1746 6595 3279 975]], δικαιούχος [[PERSON|Γεώργιος Μανωλάκης]]
[[PERSON|Νίκος]]: Θα φέρω τσίπουρο από τον θείο μου τον [[PERSON|Θανάση]] 😄`,
  `رسالة بريد إلكتروني
من: [[PERSON|فاطمة الزهراني]] <[[EMAIL|f.alzahrani@nakheel-events.ae]]>
إلى: فريق التنظيم
الموضوع: حفل اليوم الوطني

مرحباً جميعاً،
تم حجز القاعة في فندق على شارع الشيخ زايد ليوم 2 ديسمبر. المسؤول عن الضيافة الأستاذ [[PERSON|خالد الشامسي]]، هاتف [[PHONE_E164|07 527 5688]].
الفرقة الموسيقية من [[ORG|شركة الواحة للفنون ذ.م.م]]، والتواصل مع [[PERSON|Omar Bitar]] على [[PHONE_E164|+971 56 895 1781]].
يرجى تحويل الدفعة المقدمة إلى [[IBAN|AE98 7913 2240 6649 4671 281]].
شكراً، [[PERSON|فاطمة]]`,
  `LINE กลุ่ม "ทริปเชียงใหม่ 🐘"
[[PERSON|ต้น]]: จองตั๋ว[[ORG|แอร์เอเชีย]]แล้วนะ 5 ม.ค.
[[PERSON|ฝน]]: โรงแรมใน นิมมาน จองผ่าน Agoda แล้ว
[[PERSON|ต้น]]: คุณ[[PERSON|สมชาย วงศ์สุวรรณ]] เจ้าของรถตู้ [[ORG|บริษัท ล้านนาทัวร์ จำกัด]] เบอร์ [[PHONE_E164|089 239 6821]]
[[PERSON|มิ้นท์]]: โอนค่ารถให้ใครคะ
[[PERSON|ฝน]]: โอนให้เรา พร้อมเพย์ [[PHONE_E164|065 558 1749]] จ้า
[[PERSON|Mint Chaiyaporn]]: อันนี้บัญชีใหม่ของมิ้นท์นะ ใช้ชื่ออังกฤษ`,
  `[[PERSON|MARK ELLSWORTH]]
Senior Data Engineer · Denver, CO · [[PHONE_E164|(202) 828-3123]] · [[EMAIL|mark.ellsworth.dev@protonmail.com]] · [[URL|github.com/mellsworth-data]]

EXPERIENCE
[[ORG|Summit Ridge Outfitters]] — Data Engineering Lead (2022–present)
  Built the Snowflake warehouse; cut the AWS bill 35%. Managed 4 engineers incl. [[PERSON|Grace Whitlow]].
[[ORG|Bluefin Logistics Corp.]] — Data Engineer (2018–2022)
  Airflow pipelines; on-call for Kafka. Reported to [[PERSON|Jim Okada]].
EDUCATION
[[ORG|University of Colorado Boulder]] — B.S. Computer Science, 2018
REFERENCES
[[PERSON|Will Hargrove]], VP Engineering, [[ORG|Summit Ridge Outfitters]] — [[PHONE_E164|(912) 656-2040]]`,
  `Arztbrief — [[ORG|Klinikum Rosenheim-Süd]], Innere Medizin
Patientin: [[PERSON|Hildegard Baumgartner]], geb. [[DATE_OF_BIRTH|14.07.1943]]
Pat.-Nr.: [[MRN|7731906]]   Aufnahme: 18.11.2026   Entlassung: 25.11.2026

Sehr geehrte Frau Kollegin Dr. [[PERSON|Fuchs]],
wir berichten über Ihre Patientin, die mit einer Pneumonie rechts basal aufgenommen wurde. Unter Ampicillin/Sulbactam rasche Besserung. Entlassung in die Kurzzeitpflege [[ORG|Haus Sonnenhof]].
Die Tochter, Frau [[PERSON|Monika Baumgartner-Rieß]], ist erreichbar unter [[PHONE_E164|07157 6435808]].
Mit freundlichen Grüßen
Prof. Dr. [[PERSON|Stefan Kreitmair]], Chefarzt`,
  `Viber «Волонтери Львів 💙💛»
[[PERSON|Оксана]]: Завтра розвантаження на складі на Городоцькій, 10:00
[[PERSON|Тарас Мельник]]: Буду. Фуру везе [[ORG|ТОВ «Галтранс»]], водій [[PERSON|Василь]], [[PHONE_E164|05158 65741]]
[[PERSON|Оксана]]: Дякую! [[PERSON|Ірина Коваленко]] привезе чай і канапки
[[PERSON|Андрій]]: Кошти на пальне можна скинути на банку [[ORG|Монобанку]], або IBAN [[IBAN|UA631223893210230189590046366]]
[[PERSON|Оксана]]: Андрію, це твій особистий? підпиши хоч 😅
[[PERSON|Андрій]]: так, [[PERSON|Андрій Гнатюк]]`,
  `Subject: [Ticket 90317] Re: Can't log in to Trailhead Fitness app after update

[[PERSON|Jasmine Carter-Boyd]] (customer), Nov 19:
Since version 7.4.2 the app keeps saying "session expired". I'm on an iPhone 15. My trainer [[PERSON|Rocco]] at the Maple Grove location can't see my workouts either.

[[PERSON|Kenji]] (Support, [[ORG|Trailhead Fitness Inc.]]), Nov 19:
Hi [[PERSON|Jasmine]], thanks for reaching out! Could you confirm the email on the account and the last 4 of the card you pay with?

[[PERSON|Jasmine Carter-Boyd]], Nov 20:
[[EMAIL|jas.carterboyd@icloud.com]], card ends 8812. My IP at home is [[IPV4|73.158.42.201]] if that helps, and the gym wifi showed [[IPV4|10.0.13.1]] as gateway.

[[PERSON|Kenji]], Nov 20:
Found it: a bad token. Fixed on our side. I also applied a one-month credit (code 771204 won't be needed). Have a great workout!`,
  `From: HR Desk <[[EMAIL|hr.desk@kaveriinfotech.in]]>
To: [[PERSON|Arjun Pallath]]
Subject: Documents pending for onboarding — [[ORG|Kaveri Infotech Pvt Ltd]]

Dear [[PERSON|Arjun]],

We have received your offer acceptance for the role of Associate Consultant (Bengaluru, Whitefield campus). Please verify the details below before your joining date, 5 January:

Name as per PAN: [[PERSON|ARJUN PALLATH K]]
PAN: [[NATIONAL_ID|LLGFD8750X]]
Aadhaar: [[NATIONAL_ID|4464-9017-1048]]
Date of birth: [[DATE_OF_BIRTH|12-Sep-1999]]
Salary account: [[ORG|Karnataka Gramin Bank]], Koramangala branch

Reporting manager: [[PERSON|Lakshmi Venkatraman]]. For any queries call [[PHONE_E164|079700 94370]].

Regards,
Talent Acquisition Team`,
  `Minutes — Parish Council, Little Hope ward, 18 November
Present: Cllr [[PERSON|Margaret Bell]] (Chair), Cllr [[PERSON|Rowan Tuck]], Cllr [[PERSON|Art Dempsey]], Clerk [[PERSON|Julie Farr]]
Apologies: Cllr [[PERSON|Faith Emmerson]]

1. Christmas lights: quote from [[ORG|Brightstar Illuminations Ltd]] £2,150. Agreed.
2. Hope Lane potholes reported to [[ORG|Shropshire Council]] (ref HL-2291). Cllr [[PERSON|Tuck]] to chase.
3. Village hall: bookings now through the Hallmaster app. Contact [[PERSON|Julie]] on [[PHONE_E164|070 6585 2389]] or [[EMAIL|clerk@littlehopepc.org.uk]].
4. Remembrance Sunday collection raised £612 for the [[ORG|Royal British Legion]].
Next meeting: 16 December, 7.30pm.`,
  `Messenger — "Titas & Titos 🎄"
[[PERSON|Marites]]: Noche Buena sa bahay ni Lola ha, 24 ng gabi
[[PERSON|Jun-jun]]: sino magdadala ng lechon?
[[PERSON|Marites]]: si Kuya [[PERSON|Boyet]], order daw sa [[ORG|Mang Inasal]] hindi, sa [[ORG|Lechon ni Aling Nena]]
[[PERSON|Rosario Dizon]]: ako na sa leche flan. GCash niyo na lang ako pang-ambag [[PHONE_E164|0967 659 6532]]
[[PERSON|Jun-jun]]: sige tita. si [[PERSON|Hope]] uuwi ba galing Dubai?
[[PERSON|Marites]]: oo, landing 22, [[ORG|PAL]]`,
  `INFORME DE ALTA — [[ORG|Hospital Universitario Virgen de la Arrixaca]]
Paciente: [[PERSON|Encarnación Sánchez Lorca]]   NHC: [[MRN|2044187]]   F. nac.: [[DATE_OF_BIRTH|30/11/1951]]
Servicio: Traumatología   Ingreso: 12/11/2026   Alta: 19/11/2026

Diagnóstico: fractura pertrocantérea de cadera izquierda tras caída en domicilio.
Tratamiento: osteosíntesis con clavo PFNA. Enoxaparina 40 mg/24 h durante 30 días.
Seguimiento en consultas del Dr. [[PERSON|Ginés Valcárcel]]. Rehabilitación en el centro de salud de El Palmar.
Contacto familiar: hijo [[PERSON|Pedro]], [[PHONE_E164|601 68 81 82]].`,
  `#general — "Dungeons & Dads" Discord
[[PERSON|grimbeard]]: session 42 this Friday, 7pm ET. bring snacks
[[PERSON|sunny_d20]]: can't, daughter's recital
[[PERSON|Colton Reyes]]: rip. @[[PERSON|grimbeard]] is [[PERSON|Will]] still playing the bard
[[PERSON|grimbeard]]: [[PERSON|Will]] quit, the bard is now an NPC lol
[[PERSON|artie.b]]: I can host on my server at [[IPV4|66.42.91.170]], Foundry v11.315
[[PERSON|Colton Reyes]]: my wife [[PERSON|Bree]] wants in. she played with the guys from [[ORG|Critical Hit Games]] store
[[PERSON|grimbeard]]: hell yes. DM me her email`,
  `件名：【ご確認】年末年始の出張手配について
[[PERSON|佐藤]]部長

お疲れ様です。総務部の[[PERSON|中村 ひかり]]です。
1月6日〜8日の大阪出張について、新幹線と宿泊を手配いたしました。
・宿泊：[[ORG|ホテル阪急インターナショナル]]（2泊）
・同行：[[ORG|株式会社ミナト精工]]の[[PERSON|藤井 翔太]]様
・先方窓口：[[PHONE_E164|090-7695-2097]]
カードは法人カード [[CREDIT_CARD|4049 3119 8927 2501]] で決済済みです。
ご不明点は内線2214または携帯 [[PHONE_E164|+81 80 3722 4956]] までお願いいたします。
[[PERSON|中村]]`,
  `Google review for [[ORG|Kiwi Grounds Café]], Ponsonby — ★★★★★
[[PERSON|Aroha Te Kanawa-Reid]] · Local Guide · 3 weeks ago
Best flat white in Auckland, hands down. [[PERSON|Jade]] on the coffee machine is a legend and [[PERSON|Tama]] remembered my order after one visit. Jade plant on every table is a nice touch lol. Took my nan [[PERSON|Hine]] for her 80th and they brought out a pavlova.

Owner response: Kia ora [[PERSON|Aroha]]! Thanks heaps. Tell [[PERSON|Hine]] happy birthday from all of us. — [[PERSON|Sam]] & [[PERSON|Lisa Whitcombe]]`,
  `Zalo nhóm "Họp lớp 12A1 🎓"
[[PERSON|Minh Thư]]: Họp lớp 28/12 ở nhà hàng [[ORG|Mộc Lan Viên]] nha mọi người
[[PERSON|Trần Quốc Vĩnh Bảo]]: ok, thầy [[PERSON|Hùng]] có đi không?
[[PERSON|Minh Thư]]: Thầy [[PERSON|Nguyễn Văn Hùng]] đi, cô [[PERSON|Lan]] bận
[[PERSON|Phạm Thu Trang]]: góp quỹ 500k chuyển khoản [[ORG|Techcombank]] cho [[PERSON|Bảo]] nhé
[[PERSON|Trần Quốc Vĩnh Bảo]]: số mình [[PHONE_E164|0902 426 747]], ai cần gọi
[[PERSON|hoa.le]]: mình làm ở [[ORG|Công ty TNHH Hoàng Long]], chắc về muộn`,
  `[[ORG|Harlow Mutual Building Society]] — Savings statement
Account name: Ms [[PERSON|R Calloway]]   Sort code 40-11-62   Account 31889042
IBAN: [[IBAN|GB21 VCHT 6826 2887 1033 64]]
Period: 01/10/2026 – 31/10/2026

03 Oct  Transfer in from [[PERSON|ROSE CALLOWAY]]     500.00
12 Oct  Standing order [[ORG|Wimbledon Tennis Club]]      -45.00
19 Oct  Faster Payment to [[PERSON|J SUMMERS]]        -200.00
31 Oct  Interest (Summer Saver 4.1% AER)      12.87
Balance c/f  8,412.50
Customer services: [[PHONE_E164|07196 133148]]`,
  `Da: Ufficio Personale <[[EMAIL|personale@ferramentaboschi.it]]>
A: [[PERSON|Giulia Rinaldi]]
Oggetto: Cedolino di novembre e tredicesima

Ciao [[PERSON|Giulia]],
ti confermo che la tredicesima sarà accreditata il 15 dicembre sul conto [[IBAN|IT76 D256 1649 3868 2015 4790 686]]. 
Il tuo responsabile, [[PERSON|Massimo Ferri]], mi ha chiesto di ricordarti le ferie residue (6 giorni) da usare entro marzo.
Per le detrazioni del 730 serve la data di nascita di tua figlia [[PERSON|Aurora]]: [[DATE_OF_BIRTH|2 aprile 2019]], giusto?
Saluti, [[PERSON|Daniela]] — [[ORG|Ferramenta Boschi S.r.l.]]`,
  `[고객센터 문의] 배송 지연 문의드립니다
작성자: [[PERSON|정유진]]   연락처: [[PHONE_E164|018-1608-6548]]
주문번호 20261118-55821

안녕하세요. 11월 18일 주문한 '봄날 무선청소기'가 아직 안 왔습니다. [[ORG|바른길택배]] 조회하면 계속 '집하'로 나와요.
생일 선물이라 급합니다. 어머니 [[PERSON|김순자]]님 생신이 다음 주예요.

[답변] 안녕하세요 [[PERSON|정유진]] 고객님, [[ORG|㈜봄날리빙]] 상담원 [[PERSON|한지수]]입니다. 물류센터 확인 결과 내일 출고 예정입니다. 불편을 드려 죄송합니다.`,
  `From: Ms. [[PERSON|Tiffany Brooks]] <[[EMAIL|tbrooks@lakeviewisd.org]]>
To: Room 12 families
Subject: Winter Concert + Holiday Party

Hi families!
Our Winter Concert is Thursday, Dec 18 at 6:30 in the [[ORG|Lakeview Elementary]] gym. Students wear white tops.
Holiday party sign-ups: [[PERSON|Hope Villarreal]]'s mom is bringing cupcakes, [[PERSON|Mateo]]'s dad (Mr. [[PERSON|Ruiz]]) has plates. We still need juice boxes!
Reminder: Art class with Mr. [[PERSON|Summers]] moves to Tuesdays after break.
Call the front office at [[PHONE_E164|(272) 869-7346]] with any questions. Happy holidays!`,
  `Order confirmation · garden centre online shop
Thanks for your order! Here are your details.
Order no. 2026-118-55031 · Placed 21 Nov 2026 · Delivery slot Sat 29 Nov, 8am–12pm
Items: Rose bush "Grace" ×2, Hope & Glory bulb mix ×1, Will-o'-the-wisp lantern ×1
Paid with card ending 0297. A test charge on 5120 5516 1429 1614 was declined (invalid number).
Refund of your earlier payment to GB63 TEWH 2282 5657 9022 11 failed: account check digits invalid.
Employer ID on your trade account: 987-65-4321 (not a personal SSN).
Your one-time PIN: 338190. App version 2.3.1.9. Helpline open Monday to Saturday.`,
  `NEW PATIENT INTAKE — [[ORG|Cedar Hollow Pediatrics]]
Child: [[PERSON|Summer Rae Jennings]]   DOB: [[DATE_OF_BIRTH|2019-08-23]]   Chart #: [[MRN|CHP-221904]]
Parent/guardian: [[PERSON|Brooke Jennings]] (mother), cell [[PHONE_E164|(276) 938-9561]], [[EMAIL|brookejennings22@yahoo.com]]
Insurance: [[ORG|Blue Ridge Health Plan]], member ID BRH8841207
Parent SSN (for billing): [[SSN|689 03 9781]]
Pharmacy: [[ORG|Rite Aid]] on Grace Ave.
Allergies: amoxicillin (rash). Hx: RSV at 6 months, ear tubes 2022.
Reason for visit: 7-yr well-child. Mom asks about ADHD screening; teacher Mrs. [[PERSON|Loftis]] noticed attention issues in class.
Seen by: Dr. [[PERSON|Rosalind Umeadi]]`,
  `Reddit r/copenhagen — "Anbefaling: elektriker i Valby?"
u/[[PERSON|freja_k]]: Har nogen en god elektriker? Vores HFI-relæ slår fra hele tiden.
  u/[[PERSON|mads.holm]]: Brug [[ORG|Valby El & Service ApS]], spørg efter [[PERSON|Kasper]]. Tlf [[PHONE_E164|+45 33 88 03 65]]
  u/[[PERSON|Sigrid]]: +1 til Kasper. Min svigerfar [[PERSON|Henning Lauritsen]] har brugt dem i 20 år
  u/[[PERSON|freja_k]]: tak! betaler man med MobilePay?
  u/[[PERSON|mads.holm]]: ja eller bankoverførsel, de sendte en faktura med IBAN [[IBAN|DK38 6763 5696 8229 91]]`,
  `تعميم داخلي — إدارة الموارد البشرية
[[ORG|شركة الراجحي للمقاولات المحدودة]]

إلى جميع الموظفين،
نود إعلامكم بأن إجازة اليوم الوطني ستكون يومي الثلاثاء والأربعاء. يرجى من مدراء الأقسام التنسيق مع الأستاذة [[PERSON|نورة الحربي الشمري]] لجداول المناوبة.
تهنئة خاصة للزميل [[PERSON|عبدالله الشهراني]] بمناسبة ترقيته إلى مدير المشاريع.
للاستفسار: [[PHONE_E164|054 782 8220]]
مع التحية، [[PERSON|سلطان الدوسري]]`,
  `Text messages with [[PHONE_E164|(210) 217-9521]]
Them: Hi its [[PERSON|Marco]] from [[ORG|Two Brothers Moving]], we're 20 min out
Me: great, gate code is 4471#, building C
Them: ok. my helper [[PERSON|Dre]] will bring the dolly up
Me: careful with the piano pls, it was my grandma [[PERSON|June]]'s
Them: no worries. after june 1st our rates go up btw, so good timing lol
Me: ha. can I pay with card? [[CREDIT_CARD|6011-0926-9340-8545]]
Them: yes we take all cards, [[PERSON|Tony]] in the office will run it`,
  `Compte rendu — Réunion d'équipe Produit, 26/11
Participants : [[PERSON|Camille Vautrin]], [[PERSON|Hugo]], [[PERSON|Inès Benali]], [[PERSON|Théo Vasseur]], [[PERSON|Rose]] (stagiaire)
Excusé : [[PERSON|Baptiste]]

- Sortie de l'appli Rando+ 4.0 décalée au 15 janvier (bug de paiement sur Android).
- [[PERSON|Inès Benali]] reprend le dossier [[ORG|Quechua Outdoor]] ; contact chez eux : [[PERSON|Vincent Roux]], [[EMAIL|vincent.roux@quechua-partenaires.fr]].
- Séminaire d'équipe à Annecy : devis de [[ORG|Alpes Incentive SAS]] reçu.
- La rose des vents sur le logo : [[PERSON|Rose]] propose une V2.
Prochaine réunion : mercredi 3 décembre.`,
  `Od: [[PERSON|Tereza Novotná]] <[[EMAIL|tereza.novotna@seznam.cz]]>
Předmět: Rezervace chaty Krkonoše

Ahoj [[PERSON|Honzo]],
chatu ve Špindlerově Mlýně máme od 27. 12. do 1. 1. Majitel je pan [[PERSON|Dvořák]] z [[ORG|Horské chaty Krkonoše s.r.o.]], telefon [[PHONE_E164|602 710 140]].
Zálohu 6 000 Kč pošli prosím na [[IBAN|CZ53 7067 6141 9229 4829 6263]].
[[PERSON|Lucka]] a [[PERSON|Marek Svoboda]] přijedou až na Silvestra.
[[PERSON|Terka]]`,
  `WA grup "Arisan Ibu-ibu RT 05"
Bu [[PERSON|Ratna]]: Arisan bulan ini di rumah Bu [[PERSON|Sari]] ya, Minggu jam 4
[[PERSON|Dewi Anggraeni]]: Siap bu. Yang dapat bulan ini siapa?
Bu [[PERSON|Ratna]]: Undian kemarin keluar nama [[PERSON|Yuliana]]
[[PERSON|Sari Wulandari]]: Kue dari [[ORG|Toko Roti Sumber Rejeki]] ya, saya sudah pesan
[[PERSON|Dewi Anggraeni]]: Transfer iuran ke siapa?
Bu [[PERSON|Ratna]]: ke saya, nomor HP [[PHONE_E164|0883-223-567]] buat konfirmasi`,
  `Zendesk #66102 — Return request (Order #BH-449210)
Requester: [[PERSON|Grant Whitaker]] <[[EMAIL|gwhitaker@outlook.com]]>
Product: Hope & Harbor linen duvet, Queen, color Sage

Message: The duvet arrived torn. I'd like a refund to my card [[CREDIT_CARD|4936 1463 5357 0239]], not store credit. I bought it during the Black Friday event.

Agent note ([[PERSON|Lily]]): Photos confirm damage. Carrier was [[ORG|FedEx]]; claim #7732 filed. Refund approved by [[PERSON|Mark]] (Team Lead).
Reply to customer: Hi [[PERSON|Grant]], so sorry! Refund of $189 is on its way, 5–7 business days.`,
  `WhatsApp "Hausgemeinschaft Gumpendorfer Str. 🏠"
[[PERSON|Sabine]]: Wer hat das Paket von [[ORG|MediaMarkt]] für Top 7 angenommen?
[[PERSON|Gerhard Pichler]]: ich, steht bei mir
[[PERSON|Sabine]]: danke! Übrigens Hausverwaltung [[ORG|Immobilien Hofer GmbH]] hat neue Nummer [[PHONE_E164|0663 216743]]
[[PERSON|Leni]]: Punschstand am 13.12. im Hof? [[PERSON|Franz]] macht Glühwein
[[PERSON|Gerhard Pichler]]: Spenden für die Gruft bitte auf [[IBAN|AT02 9006 2543 9044 3592]], Konto lautet auf [[PERSON|Elisabeth Pichler]]`,
  `WhatsApp "Hiking Crew 🥾"
[[PERSON|Karen Lau]]: Dragon's Back this Sunday? meet Shau Kei Wan MTR exit A3 at 8:30
[[PERSON|陳志明]]: ok! 我帶埋 [[PERSON|阿May]]
[[PERSON|Karen Lau]]: 好呀. after hike lunch at Shek O, [[ORG|Happy Garden]] seafood
[[PERSON|Kelvin Tsang]]: I'll drive, call me [[PHONE_E164|3878 2779]] if lost
[[PERSON|陳志明]]: [[PERSON|Ah Wing]] said he'd join from Tai Long Wan side
[[PERSON|Karen Lau]]: bring Octopus card for the bus back`,
  `WhatsApp "परिवार 🙏"
पापा: [[PERSON|सुनीता]] की शादी की तारीख पक्की हो गई, 8 फरवरी
[[PERSON|Neha Agarwal]]: wow!! venue kaun sa?
मम्मी: जयपुर में [[ORG|राजमहल पैलेस होटल]], बुकिंग [[PERSON|राकेश]] चाचा ने की है
[[PERSON|Rakesh Agarwal]]: advance 2 लाख दे दिया, caterer [[ORG|Shree Balaji Caterers]] के [[PERSON|Mohan Lal]] जी से बात हुई
[[PERSON|Neha Agarwal]]: main Bangalore se aaungi, [[ORG|Air India]] ki ticket dekh rahi hu
पापा: किसी को कुछ चाहिए तो मेरे नंबर पर फोन करो [[PHONE_E164|089895 20207]]`,
  `De: [[PERSON|Inês Sarmento]] <[[EMAIL|ines.sarmento@sapo.pt]]>
Assunto: Jantar de Natal da equipa

Olá a todos,
O jantar de Natal do departamento Comercial é dia 12 de dezembro, às 20h, no restaurante [[ORG|O Cantinho do Avillez]]… brincadeira, no [[ORG|Tasca do Zé Manel]], em Alfama.
O [[PERSON|Rui Figueiredo]] trata do amigo secreto (limite 20 €). Pagamentos de 35 € para [[IBAN|PT50 7827 7232 4647 8532 5822 7]] (titular [[PERSON|Inês Sarmento]]).
A [[PERSON|Graça]] perguntou se pode levar o marido: pode!
Telefone: [[PHONE_E164|927 919 971]]
Beijinhos, [[PERSON|Inês]]`,
  `Facebook-csoport: Budapesti Kutyások 🐕
[[PERSON|Kovácsné Bíró Eszter]]: Tud valaki jó állatorvost a XI. kerületben? Bodri sántít.
  [[PERSON|Nagy Péter]]: Mi a [[ORG|Kelenföldi Állatorvosi Rendelő Kft.]]-be járunk, dr. [[PERSON|Kertész Dorina]] nagyon jó. [[PHONE_E164|06 20 806 8182]]
  [[PERSON|Anikó Tóth]]: [[PERSON|Kertész]] doktornő szuper, csak hétvégén zárva.
  [[PERSON|Kovácsné Bíró Eszter]]: Köszi! Holnap hívom.`,
  `Tichet #RO-31844 — Factură greșită
Client: [[PERSON|Andreea Vlădescu]], tel. [[PHONE_E164|0701 287 158]], [[EMAIL|andreea.popescu@yahoo.ro]]
Mesaj: Bună ziua, pe factura de noiembrie de la [[ORG|Electrica Furnizare S.A.]] apare un consum de 3 ori mai mare. Contorul a fost citit de dl. [[PERSON|Ionescu]] pe 2 noiembrie. Plătesc prin debit direct din contul [[IBAN|RO73 NEJS 2852 4327 0154 5794]].
Răspuns ([[PERSON|Mihai]], Relații Clienți): Am transmis solicitarea către distribuitor. Revenim în 5 zile lucrătoare.`,
  `Wilma-viesti — Koulu
Lähettäjä: [[PERSON|Hanna Virtanen]] (luokanopettaja, 3B)
Vastaanottajat: 3B:n huoltajat

Hei!
Pikkujoulut pidetään to 18.12. klo 17 koululla. Ottakaa mukaan pientä purtavaa. [[PERSON|Eetu]]n äiti [[PERSON|Satu Mäkinen]] koordinoi tarjoilut, puh. [[PHONE_E164|044 3597539]].
Luokkaretki Linnanmäelle keväällä: retkirahat [[ORG|Kuusamon Säästöpankki]]n tilille [[IBAN|FI68 4071 5451 0647 69]].
Terveisin [[PERSON|Hanna]]`,
  `Email: Re: Annual dinner venue — [[ORG|Perdana Solutions Sdn Bhd]]
From: [[PERSON|Nurul Aisyah binti Kamarudin]]
To: [[PERSON|Tan Wei Lun]]; [[PERSON|Rajesh Subramaniam]]

Hi both,
Shortlisted two venues: Sunway Resort ballroom or the rooftop at Mercu KL. Quote from [[ORG|Gemilang Events Enterprise]]: RM 18,500 all-in.
Emcee will be [[PERSON|Faizal]] from Marketing. Please confirm by Friday; call me at [[PHONE_E164|+60 17 338 3458]].
Thanks, [[PERSON|Aisyah]]`,
  `رسائل واتساب — "شغل الموقع 🏗"
م. [[PERSON|أحمد سمير]]: الخرسانة هتوصل بكره الساعة 6 الصبح
[[PERSON|محمود]]: تمام يا باشمهندس، عربيات [[ORG|شركة النيل للخرسانة الجاهزة]]؟
م. [[PERSON|أحمد سمير]]: أيوه، كلم السواق عم [[PERSON|صابر]] على [[PHONE_E164|02 21654089]]
[[PERSON|Karim Fahmy]]: the consultant from [[ORG|Dar Al-Handasah]] is visiting Thursday
[[PERSON|محمود]]: ربنا يستر 😅`,
  `SMS
From [[PHONE_E164|0313 5566535]]: Assalam o alaikum, this is [[PERSON|Bilal]] from [[ORG|Crescent Motors]] Lahore. Your Suzuki Alto service is due. Book at [[URL|crescentmotors.pk/service]]
Me: Walaikum salam, Saturday ok?
From [[PHONE_E164|(071) 36813408]]: Yes sir. Technician [[PERSON|Asif Raza]] will handle. Please bring your CNIC copy.
Me: Ok. My brother [[PERSON|Hamza]] will drop it`,
  `Claim #HX-2026-448190 — Auto, Collision
Insured: [[PERSON|Russell Okafor-Lane]]   DOB [[DATE_OF_BIRTH|6/30/1979]]   Policy: [[ORG|Heartland Mutual Insurance Company]]
Claimant (other driver): [[PERSON|Jade Morrow]], [[PHONE_E164|(239) 533-6740]]
Adjuster: [[PERSON|Patricia Hale]], [[EMAIL|phale@heartlandmutual.com]]
Body shop: [[ORG|Grand River Collision LLC]], estimate $4,812.
Payee for rental reimbursement: [[PERSON|Russell Okafor-Lane]], SSN [[SSN|277959641]]
Note: Insured states other driver ran the light at Hope St & 5th Ave. Witness: [[PERSON|Carl Benning]].`,
  `CURRICULUM VITAE
[[PERSON|Amara Osei-Bonsu]]
Manchester · [[PHONE_E164|+44 7996 089052]] · [[EMAIL|amara.oseibonsu@gmail.com]] · [[URL|linkedin.com/in/amara-osei-bonsu]]
Date of birth: [[DATE_OF_BIRTH|22 May 1996]] · NI No. [[NATIONAL_ID|ZC 79 21 94 C]]

PROFILE
Bilingual (English/Twi) Events Coordinator with 5 years in corporate and charity events.

EXPERIENCE
[[ORG|Northern Quarter Events Ltd]] — Events Coordinator, 2021–present
  Ran the Manchester Christmas Markets VIP tent; managed suppliers incl. [[ORG|Peak Marquees]].
[[ORG|Macmillan Cancer Support]] — Fundraising Assistant, 2019–2021

REFEREES
[[PERSON|Gemma Hart]], Director, [[ORG|Northern Quarter Events Ltd]] — [[PHONE_E164|+44 7231 487101]]`,
];
