import type { FaqInput, TestimonialInput } from '@soundpost/contracts/site-content';

/**
 * What a new installation shows before an admin edits anything (decision 060), written once at
 * the first start. Prices and shares are never written here: the pages read them from the plan
 * catalogue. The testimonials are examples for the operator to replace with their artists' own.
 */
export const defaultFaqs: FaqInput[] = [
  {
    pages: ['landing', 'free', 'monetization'],
    question: {
      en: 'Is distribution really free?',
      es: '¿La distribución es realmente gratuita?',
      pt: 'A distribuição é mesmo gratuita?',
      tr: 'Dağıtım gerçekten ücretsiz mi?',
    },
    answer: {
      en: 'Yes. The free plan costs nothing: upload a single, we check it and deliver it to the major stores. The paid plans add albums, more stores, faster delivery and a larger share of your royalties.',
      es: 'Sí. El plan gratuito no cuesta nada: sube un sencillo, lo revisamos y lo entregamos a las principales tiendas. Los planes de pago añaden álbumes, más tiendas, entregas más rápidas y una mayor parte de tus regalías.',
      pt: 'Sim. O plano gratuito não custa nada: envie um single, nós o verificamos e entregamos às principais lojas. Os planos pagos acrescentam álbuns, mais lojas, entregas mais rápidas e uma parte maior dos seus royalties.',
      tr: 'Evet. Ücretsiz plan hiçbir ücret gerektirmez: bir single yükleyin, biz kontrol edip büyük mağazalara teslim edelim. Ücretli planlar albümler, daha fazla mağaza, daha hızlı teslimat ve telif gelirinizden daha büyük bir pay sunar.',
    },
  },
  {
    pages: ['landing', 'free', 'monetization'],
    question: {
      en: 'Do I keep the rights to my music?',
      es: '¿Conservo los derechos de mi música?',
      pt: 'Eu mantenho os direitos da minha música?',
      tr: 'Müziğimin haklarını korur muyum?',
    },
    answer: {
      en: 'Always. You keep every right to your recordings and compositions; we only deliver them to the stores you choose and can take them down when you ask.',
      es: 'Siempre. Conservas todos los derechos de tus grabaciones y composiciones; solo las entregamos a las tiendas que elijas y podemos retirarlas cuando lo pidas.',
      pt: 'Sempre. Você mantém todos os direitos das suas gravações e composições; nós apenas as entregamos às lojas que você escolher e podemos retirá-las quando pedir.',
      tr: 'Her zaman. Kayıtlarınızın ve bestelerinizin tüm hakları sizde kalır; biz yalnızca seçtiğiniz mağazalara teslim eder, talep ettiğinizde yayından kaldırırız.',
    },
  },
  {
    pages: ['landing', 'monetization'],
    question: {
      en: 'How do I get paid?',
      es: '¿Cómo cobro?',
      pt: 'Como eu recebo?',
      tr: 'Ödememi nasıl alırım?',
    },
    answer: {
      en: 'Stores report your streams and sales; we add the earnings to your balance every month. Set up your payout details and request a withdrawal whenever your balance reaches the minimum.',
      es: 'Las tiendas informan tus reproducciones y ventas; sumamos las ganancias a tu saldo cada mes. Configura tus datos de cobro y solicita un retiro cuando tu saldo alcance el mínimo.',
      pt: 'As lojas informam seus streams e vendas; somamos os ganhos ao seu saldo todo mês. Configure seus dados de pagamento e peça um saque quando o saldo atingir o mínimo.',
      tr: 'Mağazalar dinlenmelerinizi ve satışlarınızı bildirir; kazançlarınızı her ay bakiyenize ekleriz. Ödeme bilgilerinizi girin ve bakiyeniz alt sınıra ulaştığında para çekme talebinde bulunun.',
    },
  },
  {
    pages: ['free', 'monetization'],
    question: {
      en: 'How long until my release is in the stores?',
      es: '¿Cuánto tarda mi lanzamiento en llegar a las tiendas?',
      pt: 'Quanto tempo até meu lançamento chegar às lojas?',
      tr: 'Yayınımın mağazalarda yer alması ne kadar sürer?',
    },
    answer: {
      en: 'It depends on your plan: the plans below show each one’s delivery time. Plan your release date with that time in mind.',
      es: 'Depende de tu plan: los planes de abajo muestran el plazo de entrega de cada uno. Elige la fecha de lanzamiento teniendo en cuenta ese plazo.',
      pt: 'Depende do seu plano: os planos abaixo mostram o prazo de entrega de cada um. Escolha a data de lançamento levando esse prazo em conta.',
      tr: 'Planınıza bağlıdır: aşağıdaki planlar her birinin teslim süresini gösterir. Yayın tarihinizi bu süreyi dikkate alarak belirleyin.',
    },
  },
  {
    pages: ['landing', 'free', 'monetization'],
    question: {
      en: 'Can I change plans later?',
      es: '¿Puedo cambiar de plan más adelante?',
      pt: 'Posso mudar de plano depois?',
      tr: 'Planımı daha sonra değiştirebilir miyim?',
    },
    answer: {
      en: 'Yes. Start free and upgrade whenever you need more; your releases and earnings stay where they are.',
      es: 'Sí. Empieza gratis y mejora tu plan cuando necesites más; tus lanzamientos y ganancias se quedan donde están.',
      pt: 'Sim. Comece grátis e faça upgrade quando precisar de mais; seus lançamentos e ganhos continuam onde estão.',
      tr: 'Evet. Ücretsiz başlayın, daha fazlasına ihtiyaç duyduğunuzda planınızı yükseltin; yayınlarınız ve kazançlarınız olduğu yerde kalır.',
    },
  },
];

export const defaultTestimonials: TestimonialInput[] = [
  {
    pages: ['landing', 'free'],
    name: 'Ana Ribeiro',
    quote: {
      en: 'My first single was in the stores without paying a cent, and the checks caught a cover problem before anyone else saw it.',
      es: 'Mi primer sencillo llegó a las tiendas sin pagar nada, y las revisiones detectaron un problema en la portada antes que nadie.',
      pt: 'Meu primeiro single chegou às lojas sem eu pagar nada, e as verificações acharam um problema na capa antes de qualquer pessoa.',
      tr: 'İlk single’ım tek kuruş ödemeden mağazalara ulaştı; kontroller kapaktaki bir sorunu herkesten önce yakaladı.',
    },
    role: {
      en: 'Independent artist, Lisbon',
      es: 'Artista independiente, Lisboa',
      pt: 'Artista independente, Lisboa',
      tr: 'Bağımsız sanatçı, Lizbon',
    },
  },
  {
    pages: ['landing', 'monetization'],
    name: 'Diego Martín',
    quote: {
      en: 'I see every store’s earnings each month and withdraw when I want. Upgrading paid for itself with the larger share.',
      es: 'Veo las ganancias de cada tienda cada mes y retiro cuando quiero. Mejorar el plan se pagó solo con la mayor participación.',
      pt: 'Vejo os ganhos de cada loja todo mês e saco quando quero. O upgrade se pagou sozinho com a parte maior.',
      tr: 'Her mağazanın kazancını her ay görüyor, istediğimde çekiyorum. Plan yükseltmesi daha büyük pay sayesinde kendini amorti etti.',
    },
    role: {
      en: 'Producer, Madrid',
      es: 'Productor, Madrid',
      pt: 'Produtor, Madri',
      tr: 'Yapımcı, Madrid',
    },
  },
  {
    pages: ['landing', 'free', 'monetization'],
    name: 'Elif Kaya',
    quote: {
      en: 'Clear steps, clear answers when a store asked for changes, and my EP went out on the date I planned.',
      es: 'Pasos claros, respuestas claras cuando una tienda pidió cambios, y mi EP salió en la fecha que planeé.',
      pt: 'Passos claros, respostas claras quando uma loja pediu mudanças, e meu EP saiu na data que planejei.',
      tr: 'Açık adımlar, bir mağaza değişiklik istediğinde açık yanıtlar; EP’m planladığım tarihte yayınlandı.',
    },
    role: {
      en: 'Singer-songwriter, İzmir',
      es: 'Cantautora, Esmirna',
      pt: 'Cantora e compositora, Esmirna',
      tr: 'Şarkıcı ve söz yazarı, İzmir',
    },
  },
];
