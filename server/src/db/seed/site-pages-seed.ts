// Generated once from the words the pages had in client/src/page-text (decisions 45 and 50): the site's pages and
// menu when they moved into the database. Staff edit them in the admin area ("Páginas", "Menu"), not here.
import type { MenuArea, PageContentInput } from '@site/contracts'

export interface SeedPage {
  caminho: string
  /** The route it replaces: the name of its file in client/src/routes. */
  modelo: string
  conteudo: PageContentInput
}

export interface SeedMenuItem {
  rotulo: string
  caminho: string
  filhos?: SeedMenuItem[]
}

export type SeedMenu = Record<MenuArea, SeedMenuItem[]>

export const SEED_PAGES: SeedPage[] = [
  {
    "caminho": "/",
    "modelo": "home",
    "conteudo": {
      "titulo": "Educação para todas as idades",
      "descricao": "Fundação educacional de São José (SC): programas, projetos de inclusão digital, cursos, palestras, certificados, notícias e contatos.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Fundação Educacional de São José",
          "subtitulo": "Educação, inclusão e cidadania para todas as idades em São José.",
          "estilo": "inicio"
        },
        {
          "tipo": "cartoes",
          "titulo": "Acesso rápido",
          "exibicao": "atalhos",
          "colunas": 4,
          "itens": [
            {
              "titulo": "Programas",
              "texto": "Longevidade Ativa, formação de voluntários e Bombeiro Mirim.",
              "link": "/programas"
            },
            {
              "titulo": "Projetos ativos",
              "texto": "Conheça os projetos que estão acontecendo agora.",
              "link": "/projetos-ativos"
            },
            {
              "titulo": "Cursos",
              "texto": "Formações para servidores, educadores e comunidade.",
              "link": "/cursos"
            },
            {
              "titulo": "Certificados",
              "texto": "Confira a autenticidade de um certificado pelo código.",
              "link": "/validador"
            }
          ]
        },
        {
          "tipo": "cartoes",
          "titulo": "Projetos em destaque",
          "fundo": true,
          "itens": [
            {
              "titulo": "Ciclo de Palestras",
              "texto": "Encontros quinzenais para pessoas com 60 anos ou mais, com especialistas convidados.",
              "imagem": {
                "arquivo": "/media/projeto-ciclo.svg",
                "alt": ""
              },
              "link": "/ciclo",
              "rotuloLink": "Conheça o projeto"
            },
            {
              "titulo": "Inclusão Digital Básica",
              "texto": "Aulas para dar os primeiros passos no celular, com apoio de voluntários.",
              "imagem": {
                "arquivo": "/media/projeto-idbasico.svg",
                "alt": ""
              },
              "link": "/idbasico",
              "rotuloLink": "Conheça o projeto"
            },
            {
              "titulo": "Inclusão Digital Intermediária",
              "texto": "Oficinas semanais de 2 horas, em grupos de até 10 pessoas com 60 anos ou mais.",
              "imagem": {
                "arquivo": "/media/projeto-idintermediario.svg",
                "alt": ""
              },
              "link": "/idintermediario",
              "rotuloLink": "Conheça o projeto"
            }
          ]
        },
        {
          "tipo": "numeros",
          "titulo": "Nosso impacto",
          "fundo": false,
          "itens": [
            {
              "valor": "3.000+",
              "rotulo": "pessoas atendidas"
            },
            {
              "valor": "2.000+",
              "rotulo": "horas de formação"
            },
            {
              "valor": "15+",
              "rotulo": "parceiros"
            },
            {
              "valor": "500+",
              "rotulo": "oficinas realizadas"
            }
          ]
        },
        {
          "tipo": "lista",
          "titulo": "Acompanhe a fundação nas redes",
          "fundo": true,
          "fonte": "redes-sociais"
        }
      ]
    }
  },
  {
    "caminho": "/instituição",
    "modelo": "institution",
    "conteudo": {
      "titulo": "Instituição",
      "descricao": "Quem somos, missão, propósito, valores e os Objetivos de Desenvolvimento Sustentável que a fundação ajuda a alcançar.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Educação que",
          "tituloFim": "transforma a cidade",
          "subtitulo": "Conheça a fundação, o que nos move e como contribuímos para um futuro mais justo.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Quem Somos",
          "corpo": "<p>Somos a fundação educacional do município de São José, em Santa Catarina. Criamos e apoiamos ações de educação, formação profissional e inclusão digital para a comunidade, para os servidores públicos e, com atenção especial, para as pessoas idosas.</p><p>Trabalhamos junto com escolas, secretarias municipais, associações e voluntários. Cada projeto nasce de uma necessidade real da cidade e é acompanhado de perto, do planejamento ao certificado entregue a quem participou.</p>",
          "imagem": {
            "arquivo": "/media/instituicao.svg",
            "alt": ""
          }
        },
        {
          "tipo": "topicos",
          "titulo": "Missão, propósito e valores",
          "fundo": true,
          "colunas": 2,
          "itens": [
            {
              "titulo": "Missão",
              "texto": "Promover educação de qualidade ao longo de toda a vida, aproximando o conhecimento das pessoas e fortalecendo o serviço público do município."
            },
            {
              "titulo": "Propósito",
              "texto": "Ser reconhecida como referência em educação cidadã, onde cada morador de São José encontre uma oportunidade de aprender, participar e conviver."
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "Valores",
          "fundo": true,
          "itens": [
            {
              "titulo": "Educação Transformadora",
              "texto": "Aprender muda vidas e abre caminhos em qualquer idade."
            },
            {
              "titulo": "Parcerias Estratégicas",
              "texto": "Somamos forças com instituições que compartilham nossos objetivos."
            },
            {
              "titulo": "Inovação",
              "texto": "Buscamos novas formas de ensinar e de usar a tecnologia a favor das pessoas."
            },
            {
              "titulo": "Compromisso Social",
              "texto": "Priorizamos quem mais precisa de apoio para participar da vida da cidade."
            },
            {
              "titulo": "Ética e Transparência",
              "texto": "Agimos com honestidade e prestamos contas do que fazemos."
            },
            {
              "titulo": "Sustentabilidade",
              "texto": "Planejamos ações duradouras, responsáveis com as pessoas e com o ambiente."
            },
            {
              "titulo": "Felicidade e Bem-Estar",
              "texto": "Cuidamos para que aprender seja também um momento de alegria e convivência."
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "Objetivos de Desenvolvimento Sustentável",
          "intro": "A ONU definiu 17 objetivos para um mundo mais justo e sustentável até 2030. O trabalho da fundação contribui diretamente para 4 deles. Escolha um objetivo para saber mais no site das Nações Unidas no Brasil.",
          "colunas": 4,
          "itens": [
            {
              "titulo": "ODS 3: Saúde e Bem-Estar",
              "rotulo": "3",
              "texto": "Palestras e oficinas que promovem qualidade de vida na maturidade.",
              "link": {
                "href": "https://brasil.un.org/pt-br/sdgs/3",
                "rotulo": "ODS 3: Saúde e Bem-Estar"
              }
            },
            {
              "titulo": "ODS 4: Educação de Qualidade",
              "rotulo": "4",
              "texto": "Cursos gratuitos e formação continuada para a comunidade e os servidores.",
              "link": {
                "href": "https://brasil.un.org/pt-br/sdgs/4",
                "rotulo": "ODS 4: Educação de Qualidade"
              }
            },
            {
              "titulo": "ODS 10: Redução das Desigualdades",
              "rotulo": "10",
              "texto": "Inclusão digital para quem ainda não usa a tecnologia no dia a dia.",
              "link": {
                "href": "https://brasil.un.org/pt-br/sdgs/10",
                "rotulo": "ODS 10: Redução das Desigualdades"
              }
            },
            {
              "titulo": "ODS 17: Parcerias e Meios de Implementação",
              "rotulo": "17",
              "texto": "Projetos construídos com escolas, órgãos públicos e associações.",
              "link": {
                "href": "https://brasil.un.org/pt-br/sdgs/17",
                "rotulo": "ODS 17: Parcerias e Meios de Implementação"
              }
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/realizações",
    "modelo": "achievements",
    "conteudo": {
      "titulo": "Realizações 2024",
      "descricao": "Palestras, cursos, oficinas e projetos que a fundação realizou em 2024, em imagens.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Realizações",
          "tituloFim": "2024",
          "subtitulo": "Um ano de aprendizado, convivência e parcerias em São José.",
          "imagem": {
            "arquivo": "/media/realizacoes-banner.svg",
            "alt": ""
          },
          "estilo": "pagina"
        },
        {
          "tipo": "cartoes",
          "titulo": "Momentos do ano",
          "intro": "Em 2024, a fundação levou palestras, cursos e oficinas a milhares de pessoas. Veja alguns momentos do ano.",
          "exibicao": "galeria",
          "itens": [
            {
              "texto": "Encontros do Ciclo de Palestras para pessoas com 60 anos ou mais",
              "imagem": {
                "arquivo": "/media/realizacao-01.svg",
                "alt": "Ilustração de um palestrante ao púlpito"
              }
            },
            {
              "texto": "Oficinas de uso do celular na Inclusão Digital Básica",
              "imagem": {
                "arquivo": "/media/realizacao-02.svg",
                "alt": "Ilustração de um celular"
              }
            },
            {
              "texto": "Atividades do Programa Bombeiro Mirim nas escolas",
              "imagem": {
                "arquivo": "/media/realizacao-03.svg",
                "alt": "Ilustração de um capacete de bombeiro"
              }
            },
            {
              "texto": "Entrega de certificados aos participantes dos cursos",
              "imagem": {
                "arquivo": "/media/realizacao-04.svg",
                "alt": "Ilustração de um capelo de formatura"
              }
            },
            {
              "texto": "Curso de inteligência artificial para servidores municipais",
              "imagem": {
                "arquivo": "/media/realizacao-05.svg",
                "alt": "Ilustração de um computador portátil"
              }
            },
            {
              "texto": "Encontros do programa de formação de voluntários",
              "imagem": {
                "arquivo": "/media/realizacao-06.svg",
                "alt": "Ilustração de um coração"
              }
            },
            {
              "texto": "Conectividade nas instituições de longa permanência para idosos",
              "imagem": {
                "arquivo": "/media/realizacao-07.svg",
                "alt": "Ilustração de uma casa"
              }
            },
            {
              "texto": "Curso de redação oficial, em dois módulos",
              "imagem": {
                "arquivo": "/media/realizacao-08.svg",
                "alt": "Ilustração de um livro aberto"
              }
            },
            {
              "texto": "Encontro com as instituições parceiras",
              "imagem": {
                "arquivo": "/media/realizacao-09.svg",
                "alt": "Ilustração de dois círculos entrelaçados"
              }
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/programas",
    "modelo": "programs",
    "conteudo": {
      "titulo": "Programas",
      "descricao": "Programas da Fundação em educação e formação profissional, inclusão digital e cidadania, bem-estar e valorização da vida.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Nossos",
          "tituloFim": "Programas",
          "subtitulo": "Educação, inclusão e cidadania para todas as idades em São José.",
          "estilo": "pagina"
        },
        {
          "tipo": "texto",
          "titulo": "Educação que transforma a cidade",
          "corpo": "<p>A Fundação desenvolve programas que aproximam a educação da vida da cidade. Do servidor público que busca qualificação à pessoa idosa que quer aprender a usar o celular, cada iniciativa nasce de uma necessidade real da comunidade.</p><p>Os programas são construídos com a rede municipal de ensino, órgãos públicos e parceiros locais, e todas as atividades abertas ao público são gratuitas.</p>",
          "fundo": false
        },
        {
          "tipo": "topicos",
          "titulo": "Áreas de atuação",
          "fundo": true,
          "itens": [
            {
              "titulo": "Educação e formação profissional",
              "texto": "Cursos, oficinas e trilhas de capacitação para servidores, educadores e estudantes.",
              "lista": [
                "Programa de apoio à pós-graduação Stricto Sensu (mestrado e doutorado)",
                "Cursos para servidores públicos, presenciais e on-line",
                "Oficinas para famílias e profissionais da educação"
              ]
            },
            {
              "titulo": "Inclusão digital",
              "texto": "Ações que ajudam pessoas idosas a usar a tecnologia com autonomia e segurança.",
              "lista": [
                "Cursos de inclusão digital básica e intermediária",
                "Acesso a serviços públicos pela internet",
                "Conectividade em instituições de longa permanência"
              ]
            },
            {
              "titulo": "Cidadania, bem-estar e valorização da vida",
              "texto": "Iniciativas que fortalecem vínculos, promovem a saúde e estimulam a participação cidadã.",
              "lista": [
                "Ciclo de palestras para pessoas com 60 anos ou mais",
                "Formação de voluntários",
                "Programas de prevenção para crianças e jovens"
              ]
            }
          ]
        },
        {
          "tipo": "texto",
          "titulo": "Nosso compromisso",
          "corpo": "<p>Queremos que o conhecimento chegue a quem mais precisa. Por isso oferecemos atividades gratuitas, usamos linguagem simples, acompanhamos os resultados de cada turma e aperfeiçoamos os programas a partir do que os participantes nos dizem.</p>",
          "fundo": false
        },
        {
          "tipo": "cartoes",
          "titulo": "Programas em destaque",
          "rotulo": "Programas em destaque",
          "fundo": true,
          "exibicao": "destaques",
          "itens": [
            {
              "titulo": "Longevidade Ativa",
              "texto": "Palestras quinzenais, cursos de inclusão digital e ações de conectividade para que pessoas com 60 anos ou mais vivam com autonomia, informação e convivência.",
              "imagem": {
                "arquivo": "/media/longevidade-ativa.svg",
                "alt": "Ilustração de duas pessoas idosas lado a lado."
              },
              "fotoPagina": "longevidade-ativa",
              "link": "/longevidade-ativa",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Programa de formação voluntariado",
              "texto": "Encontros de formação, em parceria com uma associação comunitária, que preparam voluntários para apoiar as atividades da Fundação junto à comunidade.",
              "imagem": {
                "arquivo": "/media/voluntariado.svg",
                "alt": "Ilustração de mãos em torno de um coração."
              },
              "fotoPagina": "voluntariado",
              "link": "/voluntariado",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Programa Bombeiro Mirim",
              "texto": "Em parceria com o Corpo de Bombeiros, estudantes do 7º ano aprendem prevenção de acidentes, noções de primeiros socorros e atitudes de cidadania.",
              "imagem": {
                "arquivo": "/media/bombeiro-mirim.svg",
                "alt": "Ilustração de um capacete de bombeiro."
              },
              "fotoPagina": "bombeiro-mirim",
              "link": "/bombeiro-mirim",
              "rotuloLink": "Saiba mais"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/projetos-ativos",
    "modelo": "active-projects",
    "conteudo": {
      "titulo": "Projetos ativos",
      "descricao": "Projetos em andamento: ciclo de palestras, inclusão digital básica e intermediária e conectividade em ILPIs.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Projetos",
          "tituloFim": "ativos",
          "subtitulo": "O que está acontecendo agora e como você pode participar.",
          "estilo": "pagina"
        },
        {
          "tipo": "cartoes",
          "titulo": "Conheça os projetos",
          "intro": "Escolha um projeto para saber como funciona e como participar.",
          "rotulo": "Projetos ativos",
          "exibicao": "carrossel",
          "itens": [
            {
              "titulo": "Ciclo de Palestras",
              "texto": "Palestras quinzenais e gratuitas para pessoas com 60 anos ou mais.",
              "imagem": {
                "arquivo": "/media/projeto-ciclo.svg",
                "alt": "Ilustração de um púlpito de palestra."
              },
              "fotoPagina": "ciclo",
              "link": "/ciclo",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Inclusão Digital Básica",
              "texto": "Primeiros passos no celular, com apoio de voluntários, para pessoas idosas.",
              "imagem": {
                "arquivo": "/media/projeto-idbasico.svg",
                "alt": "Ilustração de um celular."
              },
              "fotoPagina": "idbasico",
              "link": "/idbasico",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Inclusão Digital Intermediária",
              "texto": "Oficinas em grupos de até 10 pessoas para quem já usa o celular e quer ir além.",
              "imagem": {
                "arquivo": "/media/projeto-idintermediario.svg",
                "alt": "Ilustração de um notebook."
              },
              "fotoPagina": "idintermediario",
              "link": "/idintermediario",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Conecta ILPI",
              "texto": "Conectividade e oficinas digitais em instituições de longa permanência para idosos.",
              "imagem": {
                "arquivo": "/media/conecta-ilpi.svg",
                "alt": "Ilustração de uma casa com o símbolo de conexão sem fio."
              },
              "fotoPagina": "ilpi",
              "link": "/ilpi",
              "rotuloLink": "Saiba mais"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/longevidade-ativa",
    "modelo": "active-longevity",
    "conteudo": {
      "titulo": "Longevidade Ativa",
      "descricao": "Programa para pessoas com 60 anos ou mais: palestras quinzenais, inclusão digital e conectividade.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Longevidade",
          "tituloFim": "Ativa",
          "subtitulo": "Aprender, conviver e participar em todas as idades.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o programa",
          "corpo": "<p>O Longevidade Ativa reúne as ações da Fundação para pessoas com 60 anos ou mais. O programa parte de uma ideia simples: envelhecer bem é continuar aprendendo, convivendo e participando da vida da cidade.</p><p>A cada quinze dias, o Ciclo de Palestras traz temas como saúde, direitos, tecnologia e cultura. Os cursos de inclusão digital e o projeto de conectividade em ILPIs completam o programa.</p>",
          "imagem": {
            "arquivo": "/media/longevidade-ativa.svg",
            "alt": "Ilustração de duas pessoas idosas lado a lado."
          },
          "fotoPagina": "longevidade-ativa"
        },
        {
          "tipo": "cartoes",
          "titulo": "Atividades",
          "intro": "Role a lista ou use os botões para conhecer todas as atividades do programa.",
          "rotulo": "Atividades do Longevidade Ativa",
          "fundo": true,
          "exibicao": "rolagem",
          "itens": [
            {
              "titulo": "Ciclo de Palestras",
              "texto": "Palestras quinzenais e gratuitas para pessoas com 60 anos ou mais.",
              "imagem": {
                "arquivo": "/media/projeto-ciclo.svg",
                "alt": "Ilustração de um púlpito de palestra."
              },
              "fotoPagina": "ciclo",
              "link": "/ciclo",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Inclusão Digital Básica",
              "texto": "Primeiros passos no celular, com apoio de voluntários, para pessoas idosas.",
              "imagem": {
                "arquivo": "/media/projeto-idbasico.svg",
                "alt": "Ilustração de um celular."
              },
              "fotoPagina": "idbasico",
              "link": "/idbasico",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Inclusão Digital Intermediária",
              "texto": "Oficinas em grupos de até 10 pessoas para quem já usa o celular e quer ir além.",
              "imagem": {
                "arquivo": "/media/projeto-idintermediario.svg",
                "alt": "Ilustração de um notebook."
              },
              "fotoPagina": "idintermediario",
              "link": "/idintermediario",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Conecta ILPI",
              "texto": "Conectividade e oficinas digitais em instituições de longa permanência para idosos.",
              "imagem": {
                "arquivo": "/media/conecta-ilpi.svg",
                "alt": "Ilustração de uma casa com o símbolo de conexão sem fio."
              },
              "fotoPagina": "ilpi",
              "link": "/ilpi",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Voluntários do projeto",
              "texto": "Pessoas da comunidade que apoiam as turmas de inclusão digital.",
              "imagem": {
                "arquivo": "/media/voluntariado.svg",
                "alt": "Ilustração de mãos em torno de um coração."
              },
              "link": "/idbasico/voluntarios",
              "rotuloLink": "Quero participar"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/ilpi",
    "modelo": "care-homes",
    "conteudo": {
      "titulo": "Conecta ILPI",
      "descricao": "Conectividade e oficinas digitais para pessoas que vivem em instituições de longa permanência para idosos.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Conecta",
          "tituloFim": "ILPI",
          "subtitulo": "Internet e tecnologia para aproximar quem vive em instituições de longa permanência.",
          "imagem": {
            "arquivo": "/media/conecta-ilpi.svg",
            "alt": ""
          },
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o projeto",
          "corpo": "<p>Muitas pessoas que vivem em Instituições de Longa Permanência para Idosos (ILPIs) passam longos períodos sem ver familiares e amigos. O Conecta ILPI leva conectividade e atividades digitais a essas instituições.</p><p>Com o apoio das equipes de cuidado, os residentes aprendem a fazer chamadas de vídeo, ouvir músicas de que gostam e acessar conteúdos de seu interesse.</p>",
          "imagem": {
            "arquivo": "/media/conecta-ilpi.svg",
            "alt": "Ilustração de uma casa com o símbolo de conexão sem fio."
          },
          "fotoPagina": "ilpi"
        },
        {
          "tipo": "topicos",
          "titulo": "Como o projeto funciona",
          "fundo": true,
          "itens": [
            {
              "titulo": "Conectividade",
              "texto": "Apoio para que a instituição tenha acesso à internet nos espaços de convivência."
            },
            {
              "titulo": "Oficinas",
              "texto": "Encontros práticos com os residentes, respeitando o ritmo e as condições de cada pessoa."
            },
            {
              "titulo": "Vínculos",
              "texto": "Chamadas de vídeo com familiares e amigos que moram longe."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/bombeiro-mirim",
    "modelo": "young-firefighters",
    "conteudo": {
      "titulo": "Programa Bombeiro Mirim",
      "descricao": "Programa com o Corpo de Bombeiros para estudantes do 7º ano: 242 estudantes de 4 escolas em 2023.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Programa",
          "tituloFim": "Bombeiro Mirim",
          "subtitulo": "Prevenção, cuidado e cidadania aprendidos com quem protege a cidade.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o programa",
          "corpo": "<p>O Programa Bombeiro Mirim aproxima estudantes do 7º ano da rede municipal do trabalho do Corpo de Bombeiros. Em encontros teóricos e práticos, eles aprendem a prevenir acidentes e a agir com calma em situações de emergência.</p><p>Mais do que técnicas, o programa desenvolve disciplina, trabalho em equipe e cuidado com o próximo.</p>",
          "imagem": {
            "arquivo": "/media/bombeiro-mirim.svg",
            "alt": "Ilustração de um capacete de bombeiro."
          },
          "fotoPagina": "bombeiro-mirim"
        },
        {
          "tipo": "topicos",
          "titulo": "O que os estudantes aprendem",
          "fundo": true,
          "itens": [
            {
              "titulo": "Prevenção de acidentes",
              "texto": "Riscos em casa, na escola e na rua, e como evitá-los."
            },
            {
              "titulo": "Primeiros socorros",
              "texto": "Noções básicas de atendimento e como acionar o socorro corretamente."
            },
            {
              "titulo": "Cidadania",
              "texto": "Respeito, responsabilidade e trabalho em equipe."
            }
          ]
        },
        {
          "tipo": "numeros",
          "titulo": "Resultados de 2023",
          "fundo": false,
          "itens": [
            {
              "valor": "242",
              "rotulo": "estudantes atendidos"
            },
            {
              "valor": "4",
              "rotulo": "escolas participantes"
            },
            {
              "valor": "7º ano",
              "rotulo": "do ensino fundamental"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/voluntariado",
    "modelo": "volunteer-training",
    "conteudo": {
      "titulo": "Programa de formação voluntariado",
      "descricao": "Quatro encontros de formação para voluntários, às 14h, em parceria com uma associação comunitária.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Programa de formação",
          "tituloFim": "voluntariado",
          "subtitulo": "Preparar quem escolhe doar o seu tempo à comunidade.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o programa",
          "corpo": "<p>O programa de formação voluntariado é realizado pela Fundação em parceria com uma associação comunitária do município. Ele prepara pessoas que desejam atuar como voluntárias nos projetos sociais e educativos da cidade.</p><p>São quatro encontros, sempre às 14h, com palestrantes convidados. Cada encontro trata de um aspecto do trabalho voluntário, da motivação inicial ao cuidado com as pessoas atendidas.</p>",
          "imagem": {
            "arquivo": "/media/voluntariado.svg",
            "alt": "Ilustração de mãos em torno de um coração."
          },
          "fotoPagina": "voluntariado"
        },
        {
          "tipo": "cartoes",
          "titulo": "Encontros",
          "intro": "Quatro encontros de formação, sempre às 14h.",
          "fundo": true,
          "colunas": 2,
          "itens": [
            {
              "titulo": "Voluntariado: princípios, direitos e deveres",
              "selo": "Encontro 1",
              "imagem": {
                "arquivo": "/media/pessoa-2.svg",
                "alt": "Retrato ilustrado de Ana Paula Ramos"
              },
              "detalhes": [
                "12/03/2025, às 14:00 – com Ana Paula Ramos",
                "Lista de presença em breve"
              ],
              "texto": "O que é ser voluntário, o que diz a Lei do Voluntariado e como funciona o termo de adesão."
            },
            {
              "titulo": "Comunicação acolhedora e escuta ativa",
              "selo": "Encontro 2",
              "imagem": {
                "arquivo": "/media/pessoa-4.svg",
                "alt": "Retrato ilustrado de Jorge Henrique Silveira"
              },
              "detalhes": [
                "09/04/2025, às 14:00 – com Jorge Henrique Silveira",
                "Lista de presença em breve"
              ],
              "texto": "Como ouvir, orientar e respeitar o tempo de cada pessoa atendida."
            },
            {
              "titulo": "Envelhecimento ativo e convivência entre gerações",
              "selo": "Encontro 3",
              "imagem": {
                "arquivo": "/media/pessoa-3.svg",
                "alt": "Retrato ilustrado de Lúcia Fernandes"
              },
              "detalhes": [
                "14/05/2025, às 14:00 – com Lúcia Fernandes",
                "Lista de presença em breve"
              ],
              "texto": "Como apoiar pessoas idosas valorizando a sua autonomia e a sua experiência."
            },
            {
              "titulo": "Apoio às oficinas de inclusão digital",
              "selo": "Encontro 4",
              "imagem": {
                "arquivo": "/media/pessoa-1.svg",
                "alt": "Retrato ilustrado de Marcos Vieira"
              },
              "detalhes": [
                "11/06/2025, às 14:00 – com Marcos Vieira",
                "Lista de presença em breve"
              ],
              "texto": "Técnicas simples para ensinar o uso do celular com paciência e segurança."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/projetos-anteriores",
    "modelo": "past-projects",
    "conteudo": {
      "titulo": "Projetos anteriores",
      "descricao": "Projetos concluídos pela Fundação: ID Todos, Projeto Golfinho e Afetar com Afeto.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Projetos",
          "tituloFim": "anteriores",
          "subtitulo": "Iniciativas que concluímos e que seguem inspirando o nosso trabalho.",
          "estilo": "pagina"
        },
        {
          "tipo": "cartoes",
          "titulo": "Projetos concluídos",
          "intro": "Cada projeto abaixo respondeu a uma necessidade concreta da comunidade: pessoas idosas longe do mundo digital, estudantes expostos a riscos na água e equipes escolares que precisavam de apoio emocional. Conheça o que foi feito e o que aprendemos.",
          "itens": [
            {
              "titulo": "ID Todos",
              "texto": "Inclusão digital para pessoas idosas: uso do celular, serviços públicos on-line e segurança na internet.",
              "imagem": {
                "arquivo": "/media/id-todos.svg",
                "alt": "Ilustração de um celular com uma mensagem e um cadeado."
              },
              "fotoPagina": "id-todos",
              "link": "/projetos-anteriores/id-todos",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Projeto Golfinho",
              "texto": "Segurança aquática, salvamento, educação ambiental e cidadania com o Corpo de Bombeiros.",
              "imagem": {
                "arquivo": "/media/golfinho.svg",
                "alt": "Ilustração de um golfinho saltando sobre as ondas."
              },
              "fotoPagina": "golfinho",
              "link": "/projetos-anteriores/golfinho",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Afetar com Afeto",
              "texto": "Apoio psicossocial e comunicação afetiva para gestores e equipes das escolas.",
              "imagem": {
                "arquivo": "/media/afetar-com-afeto.svg",
                "alt": "Ilustração de dois balões de conversa com um coração."
              },
              "fotoPagina": "afetar-com-afeto",
              "link": "/projetos-anteriores/afetar-com-afeto",
              "rotuloLink": "Saiba mais"
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "Nossa abordagem",
          "fundo": true,
          "itens": [
            {
              "titulo": "Parcerias",
              "texto": "Trabalhamos com a rede municipal de ensino, o Corpo de Bombeiros e instituições da cidade, somando saberes e estruturas."
            },
            {
              "titulo": "Prática",
              "texto": "As atividades partem do dia a dia dos participantes: o celular que já usam, a praia que frequentam, a escola onde trabalham."
            },
            {
              "titulo": "Acompanhamento",
              "texto": "Registramos participação e resultados para avaliar cada etapa e aperfeiçoar os projetos seguintes."
            }
          ]
        },
        {
          "tipo": "numeros",
          "titulo": "Impacto",
          "intro": "Somando os projetos da Fundação, estes são os números que alcançamos até aqui.",
          "fundo": false,
          "itens": [
            {
              "valor": "3.000+",
              "rotulo": "pessoas atendidas"
            },
            {
              "valor": "2.000+",
              "rotulo": "horas de atividades"
            },
            {
              "valor": "15+",
              "rotulo": "parceiros"
            },
            {
              "valor": "500+",
              "rotulo": "oficinas realizadas"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/projetos-anteriores/golfinho",
    "modelo": "past-project-golfinho",
    "conteudo": {
      "titulo": "Projeto Golfinho",
      "descricao": "Segurança aquática, salvamento, educação ambiental e cidadania para estudantes do 7º ano, com o Corpo de Bombeiros.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Projeto",
          "tituloFim": "Golfinho",
          "subtitulo": "Segurança na água e cuidado com o ambiente, aprendidos com quem salva vidas.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o projeto",
          "corpo": "<p>O Projeto Golfinho levou estudantes da rede municipal a aprender, com o Corpo de Bombeiros, como se proteger e agir com segurança em praias, rios e piscinas.</p><p>Além das noções de salvamento, as atividades trataram do cuidado com o ambiente aquático e do papel de cada um na proteção da comunidade.</p>",
          "imagem": {
            "arquivo": "/media/golfinho.svg",
            "alt": "Ilustração de um golfinho saltando sobre as ondas."
          },
          "fotoPagina": "golfinho"
        },
        {
          "tipo": "topicos",
          "titulo": "O que os estudantes aprenderam",
          "fundo": true,
          "itens": [
            {
              "titulo": "Segurança aquática",
              "texto": "Como reconhecer locais e situações de risco e escolher onde e quando entrar na água."
            },
            {
              "titulo": "Salvamento",
              "texto": "Como pedir ajuda, acionar o socorro e apoiar um resgate sem se colocar em perigo."
            },
            {
              "titulo": "Educação ambiental",
              "texto": "Cuidado com praias, rios e a vida marinha, e o destino correto do lixo."
            },
            {
              "titulo": "Cidadania",
              "texto": "Responsabilidade com o próximo e respeito às orientações dos guarda-vidas."
            }
          ]
        },
        {
          "tipo": "numeros",
          "titulo": "Resultados de 2023",
          "fundo": false,
          "itens": [
            {
              "valor": "12",
              "rotulo": "unidades escolares"
            },
            {
              "valor": "497",
              "rotulo": "estudantes do 7º ano"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/projetos-anteriores/id-todos",
    "modelo": "past-project-id-todos",
    "conteudo": {
      "titulo": "ID Todos",
      "descricao": "Projeto de inclusão digital para pessoas idosas: celular, governo digital, contas, agendamentos e segurança.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "ID",
          "tituloFim": "Todos",
          "subtitulo": "Inclusão digital para pessoas idosas, no ritmo de cada um.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o projeto",
          "corpo": "<p>O ID Todos ofereceu oficinas para que pessoas idosas usassem o celular com confiança e resolvessem pela internet tarefas do dia a dia.</p><p>Em turmas pequenas e com apoio próximo, os participantes praticaram no próprio aparelho, do primeiro contato até o uso de serviços públicos digitais.</p>",
          "imagem": {
            "arquivo": "/media/id-todos.svg",
            "alt": "Ilustração de um celular com uma mensagem e um cadeado."
          },
          "fotoPagina": "id-todos"
        },
        {
          "tipo": "topicos",
          "titulo": "O que as oficinas abordaram",
          "fundo": true,
          "itens": [
            {
              "titulo": "Uso do celular",
              "texto": "Ligar, configurar, instalar aplicativos, fazer chamadas de vídeo e organizar fotos."
            },
            {
              "titulo": "Governo digital",
              "texto": "Como navegar em portais e aplicativos de serviços públicos."
            },
            {
              "titulo": "Criação de contas",
              "texto": "Passo a passo para criar e-mail e contas de acesso a serviços."
            },
            {
              "titulo": "Agendamentos on-line",
              "texto": "Marcar consultas e atendimentos pela internet, sem filas."
            },
            {
              "titulo": "Segurança digital",
              "texto": "Senhas fortes, golpes mais comuns e como se proteger deles."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/projetos-anteriores/afetar-com-afeto",
    "modelo": "past-project-afetar",
    "conteudo": {
      "titulo": "Afetar com Afeto",
      "descricao": "Apoio psicossocial e comunicação afetiva para gestores escolares da rede municipal.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Afetar com",
          "tituloFim": "Afeto",
          "subtitulo": "Cuidar de quem cuida da escola.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o projeto",
          "corpo": "<p>O Afetar com Afeto ofereceu apoio psicossocial a gestores escolares e fortaleceu a comunicação afetiva nas relações entre equipe, estudantes e famílias.</p><p>Com encontros de escuta e formação, o projeto ajudou as escolas a acolher melhor os estudantes em situação de vulnerabilidade e a acompanhá-los de perto.</p>",
          "imagem": {
            "arquivo": "/media/afetar-com-afeto.svg",
            "alt": "Ilustração de dois balões de conversa com um coração."
          },
          "fotoPagina": "afetar-com-afeto"
        },
        {
          "tipo": "topicos",
          "titulo": "Como o projeto atuou",
          "fundo": true,
          "itens": [
            {
              "titulo": "Apoio psicossocial",
              "texto": "Espaços de escuta e orientação para gestores lidarem com situações difíceis."
            },
            {
              "titulo": "Comunicação afetiva",
              "texto": "Práticas de diálogo respeitoso e acolhedor no dia a dia da escola."
            },
            {
              "titulo": "Acompanhamento de estudantes",
              "texto": "Apoio às equipes no cuidado contínuo com os estudantes atendidos."
            }
          ]
        },
        {
          "tipo": "numeros",
          "titulo": "Impacto",
          "fundo": false,
          "itens": [
            {
              "valor": "Mais de 150",
              "rotulo": "estudantes acompanhados"
            },
            {
              "valor": "Mais de 10",
              "rotulo": "escolas participantes"
            },
            {
              "valor": "100%",
              "rotulo": "de comprometimento das equipes"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/cursos",
    "modelo": "courses",
    "conteudo": {
      "titulo": "Cursos",
      "descricao": "Cursos da Fundação para servidores, educadores e famílias: em andamento e já realizados.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Nossos",
          "tituloFim": "Cursos",
          "subtitulo": "Formação gratuita para quem serve à cidade e para quem educa.",
          "estilo": "pagina"
        },
        {
          "tipo": "cartoes",
          "titulo": "Curso em andamento",
          "fundo": false,
          "colunas": 2,
          "itens": [
            {
              "titulo": "NEF – Trilhas de formação para servidores",
              "texto": "Trilhas on-line e gratuitas na Escola Virtual de Governo, com certificado por módulo, para servidores do município.",
              "imagem": {
                "arquivo": "/media/curso-nef.svg",
                "alt": "Ilustração de um notebook com um capelo de formatura."
              },
              "selo": "Em Andamento",
              "link": "/cursos/nef",
              "rotuloLink": "Saiba mais"
            }
          ]
        },
        {
          "tipo": "cartoes",
          "titulo": "Cursos realizados",
          "fundo": true,
          "colunas": 3,
          "itens": [
            {
              "titulo": "Inteligência Artificial no Serviço Público",
              "texto": "Palestra e oficinas práticas sobre o uso responsável da inteligência artificial no trabalho público.",
              "imagem": {
                "arquivo": "/media/curso-ia.svg",
                "alt": "Ilustração de um chip com conexões."
              },
              "selo": "Realizado",
              "link": "/cursos/inteligencia-artificial",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Orientação Parental: Neurodiversidade",
              "texto": "Oficina em quatro encontros para pais, mães, responsáveis e educadores de crianças neurodivergentes.",
              "imagem": {
                "arquivo": "/media/curso-orientacao-parental.svg",
                "alt": "Ilustração de uma peça de quebra-cabeça e um coração."
              },
              "selo": "Realizado",
              "link": "/cursos/orientacao-parental",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Redação Oficial",
              "texto": "Dois módulos sobre linguagem, formatação e comunicações oficiais conforme o manual da Presidência.",
              "imagem": {
                "arquivo": "/media/curso-redacao-oficial.svg",
                "alt": "Ilustração de um documento e uma caneta."
              },
              "selo": "Realizado",
              "link": "/cursos/redacao-oficial",
              "rotuloLink": "Saiba mais"
            }
          ]
        },
        {
          "tipo": "texto",
          "titulo": "Nosso propósito",
          "corpo": "<p>Os cursos da Fundação qualificam servidores públicos, educadores e famílias com conteúdos práticos e atuais. Acreditamos que um serviço público melhor começa por pessoas bem preparadas e valorizadas.</p>",
          "fundo": false
        }
      ]
    }
  },
  {
    "caminho": "/cursos/nef",
    "modelo": "course-nef",
    "conteudo": {
      "titulo": "NEF – Núcleo de Educação e Formação",
      "descricao": "Trilhas de formação on-line e gratuitas para servidores municipais na Escola Virtual de Governo, com certificado por módulo.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "NEF –",
          "tituloFim": "Núcleo de Educação e Formação",
          "subtitulo": "Capacitação on-line e gratuita para servidores do município, no seu ritmo.",
          "estilo": "curso"
        },
        {
          "tipo": "texto",
          "titulo": "Apresentação",
          "corpo": "<p>O Núcleo de Educação e Formação (NEF) organiza trilhas de capacitação para os servidores do município a partir de cursos on-line e gratuitos da Escola Virtual de Governo (EV.G), plataforma de ensino a distância do governo federal.</p><p>Escolhemos cursos ligados ao dia a dia da administração municipal. Você estuda quando e onde quiser, e o NEF acompanha a sua trilha e registra a sua formação.</p>",
          "fundo": false
        },
        {
          "tipo": "lista",
          "titulo": "Turmas e inscrições",
          "fundo": true,
          "fonte": "turmas",
          "curso": "nef"
        },
        {
          "tipo": "cartoes",
          "titulo": "Cursos disponibilizados",
          "itens": [
            {
              "titulo": "Noções de gestão documental",
              "texto": "Produção, organização, guarda e eliminação de documentos públicos.",
              "link": "https://www.escolavirtual.gov.br/",
              "rotuloLink": "Inscreva-se"
            },
            {
              "titulo": "Políticas públicas e governo local",
              "texto": "Como as políticas públicas são planejadas, executadas e avaliadas no município.",
              "link": "https://www.escolavirtual.gov.br/",
              "rotuloLink": "Inscreva-se"
            },
            {
              "titulo": "Gestão e fiscalização de contratos na nova Lei de Licitações",
              "texto": "O papel do gestor e do fiscal de contratos segundo a Lei nº 14.133/2021.",
              "link": "https://www.escolavirtual.gov.br/",
              "rotuloLink": "Inscreva-se"
            },
            {
              "titulo": "Gestão orçamentária e financeira",
              "texto": "Planejamento, execução e controle do orçamento público.",
              "link": "https://www.escolavirtual.gov.br/",
              "rotuloLink": "Inscreva-se"
            },
            {
              "titulo": "Ética e serviço público",
              "texto": "Valores, conduta e responsabilidade de quem atende o cidadão.",
              "link": "https://www.escolavirtual.gov.br/",
              "rotuloLink": "Inscreva-se"
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "Como se inscrever",
          "fundo": true,
          "exibicao": "passos",
          "itens": [
            {
              "titulo": "Cadastre-se na plataforma",
              "texto": "Crie a sua conta na Escola Virtual de Governo usando o seu login gov.br."
            },
            {
              "titulo": "Matricule-se nos cursos da trilha",
              "texto": "Inscreva-se nos cursos recomendados acima; você pode fazer um de cada vez."
            },
            {
              "titulo": "Avise o NEF por e-mail",
              "texto": "Depois da matrícula, envie ao núcleo o seu nome completo e número de matrícula, os cursos em que se inscreveu e a sua secretaria ou órgão de lotação."
            }
          ]
        },
        {
          "tipo": "texto",
          "titulo": "Certificação e reconhecimento",
          "corpo": "<p>Cada módulo concluído gera um certificado oficial emitido pela plataforma. Os certificados podem ser considerados para a progressão no Plano de Cargos e Salários, conforme as regras da sua carreira.</p>",
          "fundo": false
        },
        {
          "tipo": "contato",
          "titulo": "Dúvidas ou suporte",
          "intro": "Fale com o núcleo pelos canais abaixo, com atendimento das 13h às 19h.",
          "fundo": true,
          "exibicao": "canais"
        },
        {
          "tipo": "texto",
          "titulo": "Links úteis",
          "corpo": "<ul><li><a href=\"https://www.escolavirtual.gov.br/\">Escola Virtual de Governo (EV.G)</a></li><li><a href=\"https://www.gov.br/\">Portal gov.br</a></li><li><a href=\"https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2021/lei/l14133.htm\">Lei nº 14.133/2021 – Lei de Licitações e Contratos</a></li></ul>"
        },
        {
          "tipo": "topicos",
          "titulo": "Por que participar?",
          "fundo": true,
          "itens": [
            {
              "titulo": "Formação gratuita",
              "texto": "Cursos sem custo, com certificado, feitos no horário que for melhor para você."
            },
            {
              "titulo": "Desenvolvimento profissional",
              "texto": "Conhecimentos aplicáveis ao seu trabalho e válidos para a sua carreira."
            },
            {
              "titulo": "Fortalecimento institucional",
              "texto": "Servidores mais preparados tornam o atendimento ao cidadão mais ágil e seguro."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/cursos/inteligencia-artificial",
    "modelo": "course-ai",
    "conteudo": {
      "titulo": "Inteligência Artificial no Serviço Público",
      "descricao": "Curso em dois módulos sobre futuros possíveis com a inteligência artificial e seu uso prático no serviço público.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Inteligência Artificial",
          "tituloFim": "no Serviço Público",
          "subtitulo": "Entender o presente, imaginar o futuro e aplicar a IA no trabalho de cada dia.",
          "estilo": "curso"
        },
        {
          "tipo": "texto",
          "titulo": "Apresentação",
          "corpo": "<p>A inteligência artificial já faz parte do cotidiano: ela escreve, resume, traduz e organiza informações. Este curso convidou servidores municipais a conhecer essas ferramentas, refletir sobre seus limites éticos e experimentar, na prática, formas de tornar o atendimento ao cidadão mais ágil.</p><p>O primeiro módulo foi uma palestra aberta; o segundo, uma oficina com turmas reduzidas e atividades no computador.</p>",
          "fundo": false
        },
        {
          "tipo": "cartoes",
          "titulo": "Programação",
          "fundo": true,
          "colunas": 2,
          "itens": [
            {
              "titulo": "Módulo 1: Futuros possíveis e desejáveis com IA",
              "selo": "3 horas",
              "detalhes": [
                "Palestra"
              ],
              "texto": "Panorama da inteligência artificial, seus impactos na sociedade e no trabalho, e o futuro que queremos construir com ela."
            },
            {
              "titulo": "Módulo 2: IA na prática para otimizar o serviço público",
              "selo": "3 horas",
              "detalhes": [
                "Oficina em 2 turmas de 30 participantes"
              ],
              "texto": "Uso de assistentes de IA para redigir, resumir e organizar informações, com cuidado com dados pessoais e revisão humana."
            }
          ]
        },
        {
          "tipo": "lista",
          "titulo": "Data e Local",
          "fundo": false,
          "fonte": "turmas",
          "curso": "inteligencia-artificial"
        },
        {
          "tipo": "pessoas",
          "titulo": "Facilitadoras",
          "fundo": true,
          "itens": [
            {
              "nome": "Helena Martins",
              "papel": "Pesquisadora em ética e governança de dados",
              "bio": "Doutora em Ciência da Computação, estuda o uso responsável da inteligência artificial em políticas públicas e já orientou projetos de inovação em diversas prefeituras.",
              "foto": {
                "arquivo": "/media/pessoa-1.svg",
                "alt": "Retrato ilustrado de Helena Martins"
              }
            },
            {
              "nome": "Carolina Duarte",
              "papel": "Especialista em transformação digital",
              "bio": "Servidora pública há mais de dez anos, coordena iniciativas de modernização do atendimento e ensina equipes a usar ferramentas digitais no dia a dia.",
              "foto": {
                "arquivo": "/media/pessoa-2.svg",
                "alt": "Retrato ilustrado de Carolina Duarte"
              }
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/cursos/orientacao-parental",
    "modelo": "course-parenting",
    "conteudo": {
      "titulo": "Orientação Parental: Neurodiversidade",
      "descricao": "Oficina em quatro encontros para pais, responsáveis e educadores sobre neurodivergência, às quartas-feiras, das 18h30 às 20h30.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Orientação Parental:",
          "tituloFim": "Neurodiversidade",
          "subtitulo": "Oficina para pais, mães, responsáveis e educadores.",
          "estilo": "curso"
        },
        {
          "tipo": "texto",
          "titulo": "Apresentação",
          "corpo": "<p>Cada criança percebe e aprende o mundo do seu jeito. Esta oficina reuniu famílias e profissionais da educação para compreender a neurodiversidade, trocar experiências e conhecer estratégias que tornam a casa e a escola lugares mais acolhedores.</p><p>Os encontros combinaram explicações acessíveis sobre o desenvolvimento do cérebro com orientações práticas para o dia a dia.</p>",
          "fundo": false
        },
        {
          "tipo": "dados-curso",
          "titulo": "Encontros",
          "fundo": true,
          "fatos": [
            {
              "rotulo": "Datas",
              "valor": "Quartas-feiras: 15, 22 e 29 de maio e 05 de junho"
            }
          ],
          "agenda": [
            {
              "data": "2024-05-15",
              "horario": "18h30 às 20h30",
              "titulo": "Parentalidade e neurodivergência"
            },
            {
              "data": "2024-05-22",
              "horario": "18h30 às 20h30",
              "titulo": "Genética e neurociência dos transtornos do neurodesenvolvimento"
            },
            {
              "data": "2024-05-29",
              "horario": "18h30 às 20h30",
              "titulo": "Sensações, percepções e emoções"
            },
            {
              "data": "2024-06-05",
              "horario": "18h30 às 20h30",
              "titulo": "Adaptações para estudantes autistas"
            }
          ]
        },
        {
          "tipo": "lista",
          "titulo": "Turma e local",
          "fundo": false,
          "fonte": "turmas",
          "curso": "orientacao-parental"
        },
        {
          "tipo": "pessoas",
          "titulo": "Palestrante",
          "fundo": true,
          "itens": [
            {
              "nome": "Mariana Albuquerque",
              "papel": "Neuropsicóloga",
              "bio": "Mestre em Neurociências, atende crianças e adolescentes neurodivergentes e suas famílias há mais de quinze anos e forma professores para a educação inclusiva.",
              "foto": {
                "arquivo": "/media/pessoa-3.svg",
                "alt": "Retrato ilustrado de Mariana Albuquerque"
              }
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/cursos/redacao-oficial",
    "modelo": "course-official-writing",
    "conteudo": {
      "titulo": "Redação Oficial",
      "descricao": "Curso de Redação Oficial em dois módulos de 6 aulas, das 14h às 17h, de 26/03/2024 a 18/04/2024, conforme o manual da Presidência.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Redação",
          "tituloFim": "Oficial",
          "subtitulo": "Clareza, concisão e padrão nas comunicações do serviço público.",
          "estilo": "curso"
        },
        {
          "tipo": "texto",
          "titulo": "Apresentação",
          "corpo": "<p>Um texto oficial bem escrito evita retrabalho, dúvidas e atrasos. Este curso apresentou aos servidores municipais as regras e os modelos da redação oficial, com base no Manual de Redação da Presidência da República, e muitos exercícios práticos.</p>",
          "fundo": false
        },
        {
          "tipo": "dados-curso",
          "titulo": "Módulos e horários",
          "fundo": true,
          "fatos": [
            {
              "rotulo": "Inscrições",
              "valor": "19/02/2024 a 25/03/2024"
            },
            {
              "rotulo": "Carga horária",
              "valor": "36 horas"
            }
          ],
          "agenda": [
            {
              "data": "2024-03-25",
              "dataFim": "2024-04-04",
              "horario": "14h às 17h",
              "titulo": "Módulo 01",
              "detalhe": "6 aulas"
            },
            {
              "data": "2024-04-09",
              "dataFim": "2024-04-18",
              "horario": "14h às 17h",
              "titulo": "Módulo 02",
              "detalhe": "6 aulas"
            }
          ]
        },
        {
          "tipo": "lista",
          "titulo": "Turma e local",
          "fundo": false,
          "fonte": "turmas",
          "curso": "redacao-oficial"
        },
        {
          "tipo": "topicos",
          "titulo": "Conteúdo programático",
          "fundo": true,
          "itens": [
            {
              "titulo": "Bloco 1: Linguagem e estilo",
              "lista": [
                "Clareza, concisão e objetividade",
                "Norma-padrão e impessoalidade",
                "Revisão do próprio texto"
              ]
            },
            {
              "titulo": "Bloco 2: Introdução à redação oficial e formatação de documentos",
              "lista": [
                "Princípios da redação oficial",
                "Pronomes de tratamento e fechos",
                "Padrão de formatação dos documentos"
              ]
            },
            {
              "titulo": "Bloco 3: Comunicações oficiais conforme o manual da Presidência",
              "lista": [
                "Ofício",
                "Memorando",
                "Exposição de motivos",
                "Mensagem",
                "Parecer",
                "Nota técnica",
                "Portaria",
                "E-mail",
                "Atividades práticas"
              ]
            }
          ]
        },
        {
          "tipo": "pessoas",
          "titulo": "Professor",
          "fundo": false,
          "itens": [
            {
              "nome": "Ricardo Menezes",
              "papel": "Professor de Língua Portuguesa",
              "bio": "Licenciado em Letras e mestre em Linguística, revisa textos institucionais há vinte anos e ministra cursos de redação para equipes do setor público.",
              "foto": {
                "arquivo": "/media/pessoa-4.svg",
                "alt": "Retrato ilustrado de Ricardo Menezes"
              }
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "Informações",
          "fundo": true,
          "itens": [
            {
              "titulo": "Certificado",
              "texto": "Receberá certificado quem tiver frequência mínima de 75% das aulas do módulo cursado."
            },
            {
              "titulo": "Informações",
              "texto": "Curso gratuito para servidores municipais, com aulas das 14h às 17h. Inscrições de 19/02/2024 a 25/03/2024."
            }
          ]
        },
        {
          "tipo": "contato",
          "titulo": "Contato",
          "fundo": true,
          "exibicao": "canais"
        }
      ]
    }
  },
  {
    "caminho": "/usj",
    "modelo": "academic-documents",
    "conteudo": {
      "titulo": "USJ – documentos acadêmicos",
      "descricao": "Consulte o cadastro do USJ no e-MEC e peça documentos acadêmicos on-line, com resposta em até 48 horas.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "USJ:",
          "tituloFim": "documentos acadêmicos",
          "subtitulo": "Esta página reúne os serviços acadêmicos do USJ, o centro universitário municipal mantido pela fundação: consulta do cadastro oficial, pedidos de documentos e informações sobre transferência.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Cadastro no e-MEC",
          "corpo": "<p>O e-MEC é o cadastro oficial das instituições e cursos de ensino superior do Ministério da Educação. Aponte a câmera do celular para o código QR ou use o link para consultar a situação da instituição.</p>",
          "imagem": {
            "arquivo": "/media/qr-emec.svg",
            "alt": "Código QR que leva ao cadastro e-MEC"
          },
          "lado": "esquerda",
          "botoes": [
            {
              "rotulo": "Consultar o e-MEC",
              "link": "https://emec.mec.gov.br/"
            }
          ],
          "nota": "Endereço: https://emec.mec.gov.br/"
        },
        {
          "tipo": "texto",
          "titulo": "Requerimento de documentos on-line",
          "fundo": true,
          "corpo": "<p>Históricos escolares, diplomas, certificados de pós-graduação, certificados de palestras e cursos e ementas de disciplinas podem ser pedidos pela internet, sem sair de casa.</p><p>Depois de enviado, o pedido é respondido em até <strong>48 horas</strong>.</p>",
          "botoes": [
            {
              "rotulo": "Fazer requerimento",
              "link": "/requerimento"
            },
            {
              "rotulo": "Informações",
              "link": "/transferencia-assistida",
              "estilo": "contorno",
              "complemento": "sobre a transferência assistida"
            }
          ]
        },
        {
          "tipo": "texto",
          "titulo": "Legislação",
          "corpo": "<p><strong>Instrução Normativa nº 002/2022</strong> – Regras para a emissão de documentos acadêmicos. Uma cópia pode ser pedida à secretaria acadêmica.</p>"
        }
      ]
    }
  },
  {
    "caminho": "/transferencia-assistida",
    "modelo": "assisted-transfer",
    "conteudo": {
      "titulo": "Transferência assistida",
      "descricao": "Como estudantes do USJ podem continuar a graduação em outra instituição, com os documentos e prazos.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Transferência",
          "tituloFim": "assistida",
          "subtitulo": "A transferência assistida ajuda estudantes do USJ a continuar a graduação em outra instituição de ensino superior, com orientação da fundação em cada etapa.",
          "estilo": "pagina"
        },
        {
          "tipo": "texto",
          "titulo": "Passo a passo",
          "corpo": "<ol><li>Leia o edital e confira se o seu curso e a sua situação se enquadram nas regras.</li><li>Peça o histórico escolar e as ementas das disciplinas cursadas pelo requerimento on-line.</li><li>Apresente os documentos à instituição de destino dentro do prazo indicado no edital.</li><li>Acompanhe a análise de aproveitamento das disciplinas e confirme a sua matrícula.</li></ol>",
          "botoes": [
            {
              "rotulo": "Pedir documentos on-line",
              "link": "/requerimento"
            },
            {
              "rotulo": "Voltar aos serviços do USJ",
              "link": "/usj",
              "estilo": "contorno"
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "Documentos",
          "fundo": true,
          "colunas": 2,
          "itens": [
            {
              "titulo": "Edital de transferência assistida",
              "texto": "Regras, prazos e cursos contemplados (PDF).",
              "nota": "Peça uma cópia à secretaria acadêmica."
            },
            {
              "titulo": "Instituições participantes",
              "texto": "Lista das instituições que recebem os estudantes (PDF).",
              "nota": "Peça uma cópia à secretaria acadêmica."
            },
            {
              "titulo": "Perguntas frequentes",
              "texto": "Respostas às dúvidas mais comuns sobre a transferência (PDF).",
              "nota": "Peça uma cópia à secretaria acadêmica."
            },
            {
              "titulo": "Instrução Normativa nº 002/2022",
              "texto": "Norma sobre a emissão de documentos acadêmicos (PDF).",
              "nota": "Peça uma cópia à secretaria acadêmica."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/contatos",
    "modelo": "contacts",
    "conteudo": {
      "titulo": "Contatos",
      "descricao": "Telefone, WhatsApp, e-mail e endereço da fundação em São José (SC), com mapa de localização.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Fale com a",
          "tituloFim": "fundação",
          "subtitulo": "Estamos à disposição para tirar dúvidas sobre cursos, projetos e documentos.",
          "estilo": "pagina"
        },
        {
          "tipo": "contato",
          "titulo": "Canais de atendimento",
          "exibicao": "cartoes"
        },
        {
          "tipo": "contato",
          "titulo": "Como chegar",
          "fundo": true,
          "exibicao": "mapa"
        }
      ]
    }
  },
  {
    "caminho": "/equipe",
    "modelo": "team",
    "conteudo": {
      "titulo": "Equipe",
      "descricao": "Conheça a equipe da fundação e saiba com quem falar em cada área.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Nossa",
          "tituloFim": "equipe",
          "subtitulo": "As pessoas que planejam e fazem acontecer os projetos da fundação.",
          "estilo": "pagina"
        },
        {
          "tipo": "lista",
          "titulo": "Quem faz parte",
          "fonte": "equipe"
        }
      ]
    }
  },
  {
    "caminho": "/parceiros",
    "modelo": "partners",
    "conteudo": {
      "titulo": "Parceiros",
      "descricao": "Instituições que trabalham com a fundação em cursos, palestras e projetos de inclusão.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Nossos",
          "tituloFim": "parceiros",
          "subtitulo": "Instituições que caminham com a fundação para levar educação a mais pessoas.",
          "estilo": "pagina"
        },
        {
          "tipo": "lista",
          "titulo": "Quem apoia nossos projetos",
          "fonte": "parceiros"
        }
      ]
    }
  },
  {
    "caminho": "/ciclo",
    "modelo": "cycle",
    "conteudo": {
      "titulo": "Ciclo de Palestras Longevidade Ativa",
      "descricao": "Palestras quinzenais e gratuitas para pessoas com 60 anos ou mais. Inscreva-se e veja o calendário.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Ciclo de Palestras",
          "tituloFim": "Longevidade Ativa",
          "subtitulo": "A cada quinze dias, um encontro para aprender e conviver.",
          "estilo": "pagina"
        },
        {
          "tipo": "imagem-texto",
          "titulo": "Sobre o ciclo",
          "imagem": {
            "arquivo": "/media/projeto-ciclo.svg",
            "alt": "Ilustração de um púlpito de palestra."
          },
          "fotoPagina": "ciclo",
          "corpo": "<p>O Ciclo de Palestras é parte do programa Longevidade Ativa e é dedicado a pessoas com 60 anos ou mais. As palestras acontecem a cada quinze dias, são gratuitas e tratam de temas como saúde, direitos, tecnologia, finanças e cultura.</p><p>Cada encontro traz um especialista convidado e tempo para perguntas e conversa. As vagas são limitadas: faça a sua inscrição na próxima palestra e confira as datas no calendário.</p>",
          "botoes": [
            {
              "rotulo": "Inscreva-se",
              "link": "/ciclo/inscricoes",
              "estilo": "destaque"
            },
            {
              "rotulo": "Ver Calendário",
              "link": "/calendario",
              "estilo": "contorno"
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "Como funciona",
          "fundo": true,
          "itens": [
            {
              "titulo": "Quinzenal",
              "texto": "Uma palestra a cada duas semanas, ao longo do ano."
            },
            {
              "titulo": "Para 60+",
              "texto": "Conteúdo e linguagem pensados para pessoas com 60 anos ou mais."
            },
            {
              "titulo": "Gratuito",
              "texto": "Basta se inscrever pelo site."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/calendario",
    "modelo": "calendar",
    "conteudo": {
      "titulo": "Calendário de Palestras",
      "descricao": "Datas, horários e locais das próximas palestras do Ciclo Longevidade Ativa.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Calendário de",
          "tituloFim": "Palestras",
          "subtitulo": "Confira as próximas palestras do Ciclo Longevidade Ativa.",
          "estilo": "pagina"
        },
        {
          "tipo": "lista",
          "titulo": "Próximas palestras",
          "fonte": "palestras",
          "imagem": {
            "arquivo": "/media/calendario.svg",
            "alt": "Ilustração de um calendário com datas marcadas."
          },
          "vazia": "Nenhuma palestra agendada no momento."
        },
        {
          "tipo": "lista",
          "titulo": "Agenda da fundação",
          "fundo": true,
          "fonte": "calendario"
        }
      ]
    }
  },
  {
    "caminho": "/idbasico",
    "modelo": "id-basic-index",
    "conteudo": {
      "titulo": "Inclusão Digital Básica",
      "descricao": "Curso gratuito de inclusão digital para pessoas idosas: 400 vagas em 2025. Conheça, seja voluntário e veja a chamada.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Inclusão Digital",
          "tituloFim": "Básica",
          "subtitulo": "Primeiros passos no celular para pessoas idosas, com paciência e apoio de voluntários.",
          "estilo": "pagina"
        },
        {
          "tipo": "cartoes",
          "titulo": "Participe do projeto",
          "itens": [
            {
              "titulo": "Conheça o projeto",
              "texto": "Como o curso funciona, para quem ele é e a história do projeto desde 2022.",
              "imagem": {
                "arquivo": "/media/projeto-idbasico.svg",
                "alt": "Ilustração de um celular."
              },
              "link": "/idbasico/conheca",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Seja voluntário",
              "texto": "Ajude pessoas idosas a dar os primeiros passos no mundo digital.",
              "imagem": {
                "arquivo": "/media/voluntariado.svg",
                "alt": "Ilustração de mãos em torno de um coração."
              },
              "link": "/idbasico/voluntarios",
              "rotuloLink": "Participar"
            },
            {
              "titulo": "CHAMADA 2025",
              "texto": "Consulte a lista de pessoas chamadas para as turmas de 2025.",
              "imagem": {
                "arquivo": "/media/calendario.svg",
                "alt": "Ilustração de um calendário com datas marcadas."
              },
              "link": "/idbasico/chamada",
              "rotuloLink": "Informações"
            }
          ]
        },
        {
          "tipo": "numeros",
          "titulo": "O projeto em números",
          "fundo": true,
          "itens": [
            {
              "valor": "132",
              "rotulo": "inscritos em 2023"
            },
            {
              "valor": "472",
              "rotulo": "inscritos em 2024"
            },
            {
              "valor": "400",
              "rotulo": "inscrições previstas para 2025"
            },
            {
              "valor": "400",
              "rotulo": "vagas de capacidade do projeto"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/idbasico/conheca",
    "modelo": "id-basic-about",
    "conteudo": {
      "titulo": "Conheça a Inclusão Digital Básica",
      "descricao": "Como funciona o curso de inclusão digital básica para pessoas idosas e a trajetória do projeto de 2022 a 2025.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Conheça a",
          "tituloFim": "Inclusão Digital Básica",
          "subtitulo": "Tecnologia ao alcance de todas as idades.",
          "estilo": "pagina"
        },
        {
          "tipo": "texto",
          "titulo": "Sobre o curso",
          "corpo": "<p>A Inclusão Digital Básica ensina pessoas idosas a usar o celular no dia a dia: fazer ligações e chamadas de vídeo, trocar mensagens, tirar e enviar fotos e acessar serviços pela internet com segurança.</p><p>As aulas são gratuitas, em turmas pequenas, e cada participante aprende no próprio aparelho. Voluntários acompanham as turmas para que ninguém fique para trás.</p>",
          "fundo": false
        },
        {
          "tipo": "topicos",
          "titulo": "Nossa trajetória de 2022 a 2025",
          "fundo": true,
          "exibicao": "linha-do-tempo",
          "itens": [
            {
              "rotulo": "2022",
              "titulo": "O começo",
              "texto": "O projeto nasce a partir da procura de pessoas idosas por ajuda com o celular, com as primeiras oficinas-piloto."
            },
            {
              "rotulo": "2023",
              "titulo": "As primeiras turmas",
              "texto": "O curso ganha formato regular e recebe 132 inscrições."
            },
            {
              "rotulo": "2024",
              "titulo": "Expansão",
              "texto": "Com mais turmas e a chegada de voluntários, as inscrições chegam a 472."
            },
            {
              "rotulo": "2025",
              "titulo": "Consolidação",
              "texto": "A capacidade chega a 400 vagas, com 400 inscrições previstas e chamada pública das turmas."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/idintermediario",
    "modelo": "id-intermediate",
    "conteudo": {
      "titulo": "Inclusão Digital Intermediária",
      "descricao": "Oficinas para pessoas com 60 anos ou mais que já usam o celular: grupos de até 10, 2 horas por semana.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Inclusão Digital",
          "tituloFim": "Intermediária",
          "subtitulo": "Para quem já usa o celular e quer ganhar autonomia.",
          "estilo": "pagina"
        },
        {
          "tipo": "cartoes",
          "titulo": "Tudo sobre o curso",
          "itens": [
            {
              "titulo": "Conheça o curso",
              "texto": "Conteúdo, formato das turmas e público do curso.",
              "imagem": {
                "arquivo": "/media/projeto-idintermediario.svg",
                "alt": "Ilustração de um notebook."
              },
              "link": "/idintermediario/conheca",
              "rotuloLink": "Saiba mais"
            },
            {
              "titulo": "Inscrições",
              "texto": "Saiba quando e como se inscrever nas próximas turmas.",
              "imagem": {
                "arquivo": "/media/projeto-idbasico.svg",
                "alt": "Ilustração de um celular."
              },
              "link": "/idintermediario/inscricao",
              "rotuloLink": "Inscrever-se"
            },
            {
              "titulo": "Chamada",
              "texto": "Consulte a lista de pessoas chamadas para as turmas.",
              "imagem": {
                "arquivo": "/media/calendario.svg",
                "alt": "Ilustração de um calendário com datas marcadas."
              },
              "link": "/idintermediario/chamada",
              "rotuloLink": "Ver chamada"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/idintermediario/conheca",
    "modelo": "id-intermediate-about",
    "conteudo": {
      "titulo": "Conheça o curso de Inclusão Digital Intermediária",
      "descricao": "Curso para pessoas com 60 anos ou mais, em grupos de até 10 participantes, com 2 horas de aula por semana.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Conheça o curso de",
          "tituloFim": "Inclusão Digital Intermediária",
          "subtitulo": "Um passo além no mundo digital.",
          "estilo": "pagina"
        },
        {
          "tipo": "texto",
          "titulo": "Sobre o curso",
          "corpo": "<p>O curso de Inclusão Digital Intermediária é para pessoas com 60 anos ou mais que já sabem o básico do celular e querem usá-lo com mais autonomia e segurança.</p><p>As oficinas acontecem em grupos de até 10 participantes, com 2 horas de aula por semana, para que cada pessoa tenha atenção e tempo para praticar.</p>",
          "fundo": false
        },
        {
          "tipo": "numeros",
          "titulo": "Formato das oficinas",
          "fundo": true,
          "itens": [
            {
              "valor": "Até 10",
              "rotulo": "participantes por grupo"
            },
            {
              "valor": "2 horas",
              "rotulo": "de aula por semana"
            },
            {
              "valor": "60+",
              "rotulo": "anos ou mais"
            }
          ]
        },
        {
          "tipo": "topicos",
          "titulo": "O que você vai aprender",
          "fundo": false,
          "itens": [
            {
              "titulo": "Serviços públicos digitais",
              "texto": "Usar a conta gov.br e aplicativos de serviços do dia a dia."
            },
            {
              "titulo": "Bancos e pagamentos",
              "texto": "Usar aplicativos bancários e o Pix com atenção à segurança."
            },
            {
              "titulo": "Comunicação",
              "texto": "Chamadas de vídeo em grupo, envio de documentos e uso do e-mail."
            },
            {
              "titulo": "Segurança",
              "texto": "Reconhecer golpes, proteger senhas e cuidar dos dados pessoais."
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/idintermediario/inscricao",
    "modelo": "id-intermediate-registration",
    "conteudo": {
      "titulo": "Inscrições – Inclusão Digital Intermediária",
      "descricao": "As inscrições das oficinas de Inclusão Digital Intermediária abrem em breve; as datas serão publicadas nesta página.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Inscrições",
          "tituloFim": "– Inclusão Digital Intermediária",
          "subtitulo": "Inscrições em breve"
        },
        {
          "tipo": "texto",
          "corpo": "<p>Inscrições em breve. Assim que houver novidades, elas serão publicadas nesta página.</p>",
          "botoes": [
            {
              "rotulo": "Voltar para Inclusão Digital Intermediária",
              "link": "/idintermediario",
              "estilo": "contorno"
            }
          ]
        }
      ]
    }
  },
  {
    "caminho": "/idintermediario/chamada",
    "modelo": "id-intermediate-call-list",
    "conteudo": {
      "titulo": "Chamada – Inclusão Digital Intermediária",
      "descricao": "A lista de chamada das oficinas de Inclusão Digital Intermediária sai em breve; ela será publicada nesta página.",
      "secoes": [
        {
          "tipo": "destaque",
          "tituloInicio": "Chamada",
          "tituloFim": "– Inclusão Digital Intermediária",
          "subtitulo": "Chamadas em breve"
        },
        {
          "tipo": "texto",
          "corpo": "<p>Chamadas em breve. Assim que houver novidades, elas serão publicadas nesta página.</p>",
          "botoes": [
            {
              "rotulo": "Voltar para Inclusão Digital Intermediária",
              "link": "/idintermediario",
              "estilo": "contorno"
            }
          ]
        }
      ]
    }
  }
]

export const SEED_MENU: SeedMenu = {
  "principal": [
    {
      "rotulo": "Instituição",
      "caminho": "/instituição",
      "filhos": [
        {
          "rotulo": "Equipe",
          "caminho": "/equipe"
        },
        {
          "rotulo": "Realizações 2024",
          "caminho": "/realizações"
        },
        {
          "rotulo": "Parceiros",
          "caminho": "/parceiros"
        },
        {
          "rotulo": "Projetos anteriores",
          "caminho": "/projetos-anteriores"
        }
      ]
    },
    {
      "rotulo": "Certificados",
      "caminho": "/validador"
    },
    {
      "rotulo": "Notícias",
      "caminho": "/noticias"
    },
    {
      "rotulo": "USJ",
      "caminho": "/usj"
    },
    {
      "rotulo": "Contatos",
      "caminho": "/contatos"
    }
  ],
  "rodape": [
    {
      "rotulo": "Instituição",
      "caminho": "/instituição"
    },
    {
      "rotulo": "Programas",
      "caminho": "/programas"
    },
    {
      "rotulo": "Cursos",
      "caminho": "/cursos"
    },
    {
      "rotulo": "Validar certificado",
      "caminho": "/validador"
    },
    {
      "rotulo": "Contatos",
      "caminho": "/contatos"
    },
    {
      "rotulo": "Aviso de privacidade",
      "caminho": "/privacidade"
    },
    {
      "rotulo": "Acessibilidade",
      "caminho": "/acessibilidade"
    },
    {
      "rotulo": "Mapa do site",
      "caminho": "/mapa-do-site"
    }
  ],
  "idbasico": [
    {
      "rotulo": "Início",
      "caminho": "/idbasico"
    },
    {
      "rotulo": "Conheça",
      "caminho": "/idbasico/conheca"
    },
    {
      "rotulo": "Voluntários",
      "caminho": "/idbasico/voluntarios"
    },
    {
      "rotulo": "Chamada 2025",
      "caminho": "/idbasico/chamada"
    }
  ]
}
