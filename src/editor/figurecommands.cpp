#include "figurecommands.h"

#include "boarddocument.h"
#include "jsonedit.h"

#include <QCoreApplication>

namespace ml
{

namespace
{
const QString kFigures = QStringLiteral("figures");

QString figureText(const char *action, const QJsonObject &figure)
{
    // The figure's type in words, not the file's id ("mage" is English in any language).
    static const char *const types[][2] = {{"meeple", QT_TRANSLATE_NOOP("Commands", "meeple")},
                                           {"shepherd", QT_TRANSLATE_NOOP("Commands", "shepherd")},
                                           {"mage", QT_TRANSLATE_NOOP("Commands", "mage")},
                                           {"witch", QT_TRANSLATE_NOOP("Commands", "witch")}};
    const QString type = figure.value(QLatin1String("type")).toString();
    QString word = type;
    for (const auto &t : types)
        if (type == QLatin1String(t[0])) word = QCoreApplication::translate("Commands", t[1]);
    return QCoreApplication::translate("Commands", action).arg(word);
}
} // namespace

PlaceFigureCommand::PlaceFigureCommand(BoardDocument *document, const QJsonObject &figure)
    : DocumentCommand(document), m_figure(figure), m_hadKey(document->json().contains(kFigures))
{
    setWords([=] { return figureText(QT_TRANSLATE_NOOP("Commands", "Place %1"), figure); });
}

DocumentParts PlaceFigureCommand::apply(QJsonObject &json) const
{
    QJsonArray figures = json.value(kFigures).toArray();
    figures.append(m_figure);
    json.insert(kFigures, figures);
    return DocumentPart::Figures;
}

DocumentParts PlaceFigureCommand::revert(QJsonObject &json) const
{
    QJsonArray figures = json.value(kFigures).toArray();
    figures.removeLast();
    jsonedit::setArray(json, kFigures, figures, m_hadKey);
    return DocumentPart::Figures;
}

MoveFigureCommand::MoveFigureCommand(BoardDocument *document, int index, const QJsonValue &at,
                                     const QString &on)
    : DocumentCommand(document), m_index(index), m_from(document->figures().at(index).toObject()),
      m_to(m_from)
{
    m_to.insert(QStringLiteral("at"), at);
    m_to.insert(QStringLiteral("on"), on);
    setWords([=] { return figureText(QT_TRANSLATE_NOOP("Commands", "Move %1"), m_from); });
}

DocumentParts MoveFigureCommand::apply(QJsonObject &json) const
{
    QJsonArray figures = json.value(kFigures).toArray();
    figures.replace(m_index, m_to);
    json.insert(kFigures, figures);
    return DocumentPart::Figures;
}

DocumentParts MoveFigureCommand::revert(QJsonObject &json) const
{
    QJsonArray figures = json.value(kFigures).toArray();
    figures.replace(m_index, m_from);
    json.insert(kFigures, figures);
    return DocumentPart::Figures;
}

RemoveFigureCommand::RemoveFigureCommand(BoardDocument *document, int index)
    : DocumentCommand(document), m_index(index), m_figure(document->figures().at(index).toObject())
{
    setWords([=] { return figureText(QT_TRANSLATE_NOOP("Commands", "Remove %1"), m_figure); });
}

DocumentParts RemoveFigureCommand::apply(QJsonObject &json) const
{
    QJsonArray figures = json.value(kFigures).toArray();
    figures.removeAt(m_index);
    json.insert(kFigures, figures);
    return DocumentPart::Figures;
}

DocumentParts RemoveFigureCommand::revert(QJsonObject &json) const
{
    QJsonArray figures = json.value(kFigures).toArray();
    figures.insert(m_index, m_figure);
    json.insert(kFigures, figures);
    return DocumentPart::Figures;
}

} // namespace ml
