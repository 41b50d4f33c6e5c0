// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardinfodock.h"
#include "plaintext.h"

#include "annotationtextdialog.h"
#include "boarddocument.h"
#include "eventtext.h"
#include "figurerenderer.h"

#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QPixmap>
#include <QScreen>
#include <QScrollArea>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace ml
{

namespace
{

// A player's meeple in their colour, carrying their mark as their figures on the board do when
// the board shows marks (View > Player marks), so the list names the same shape the board shows.
// Drawn at the screen's pixel ratio: at 200 % a 32-pixel picture would be blurred.
QIcon playerIcon(const QColor &colour, int player, bool mark, qreal ratio)
{
    QPixmap pixmap(QSize(32, 32) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QPointF at(16, 16);
    FigureRenderer::drawSilhouette(&p, FigureType::Meeple, false, at, 28, colour);
    if (mark)
        FigureRenderer::drawPlayerMark(&p, FigureRenderer::playerMark(player),
                                       FigureRenderer::markBox(false, at, 28));
    return QIcon(pixmap);
}

// The panel's scroll area asks for the whole of its content's least height while the screen
// leaves it that much beside the menus, tool bars and the panel below it (360 device-independent
// pixels for those), so on a 720-pixel screen at 100 % the panel keeps the room it always had,
// and so do the panels tabbed with it. On a screen shorter than that in device-independent
// pixels (1080 at 200 % is 540) it asks for less and scrolls: the window cannot grow past the
// screen (ScreenFit), and a panel given less than it asked for ran under the next one.
class PanelScroll : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;
    QSize minimumSizeHint() const override
    {
        QSize hint = QScrollArea::minimumSizeHint();
        if (!widget()) return hint;
        const int content = widget()->minimumSizeHint().height() + 2 * frameWidth();
        const QScreen *on = screen();
        const int room = on ? on->availableSize().height() - 360 : content;
        hint.setHeight(qMax(hint.height(), qMin(content, room)));
        return hint;
    }
};

// The scoring list asks for no more height than its least: the scroll area sizes a panel whose
// wrapped labels make its height depend on its width by the parts' preferred heights, and the
// list's 192 pixels would make it scroll at 100 % although everything fits. It takes the rest of
// the panel all the same (stretch).
class ScoringList : public QListWidget
{
public:
    using QListWidget::QListWidget;
    QSize sizeHint() const override { return minimumSizeHint(); }
};

} // namespace

BoardInfoDock::BoardInfoDock(BoardDocument *document, QWidget *parent)
    : QDockWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("boardInfoDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);

    m_title = plainLabel(content);
    m_title->setObjectName(QStringLiteral("boardTitle"));
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    // A text view rather than a label: long descriptions (Dutch ones especially) wrap to the
    // panel's width and scroll instead of being cut off when the panel is short.
    m_description = new QTextBrowser(content);
    m_description->setObjectName(QStringLiteral("boardDescription"));
    m_description->setFrameShape(QFrame::NoFrame);
    m_description->setLineWrapMode(QTextEdit::WidgetWidth);
    m_description->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_description->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_description->setOpenLinks(false);
    m_description->viewport()->setAutoFillBackground(false);
    m_description->setAutoFillBackground(false);
    m_description->document()->setDocumentMargin(0);
    m_description->installEventFilter(this);

    m_captionHeading = plainLabel(content);
    m_captionHeading->setObjectName(QStringLiteral("captionHeading"));
    m_captionEnglish = new QLineEdit(content);
    m_captionEnglish->setObjectName(QStringLiteral("captionEnglish"));
    m_captionDutch = new QLineEdit(content);
    m_captionDutch->setObjectName(QStringLiteral("captionDutch"));
    // The heading stands beside the English field rather than above both, so the panel is
    // no taller than a laptop screen allows.
    auto *caption = new QFormLayout;
    caption->addRow(m_captionHeading, m_captionEnglish);
    caption->addRow(QString(), m_captionDutch);
    for (QLineEdit *field : {m_captionEnglish, m_captionDutch}) {
        field->setMaxLength(200); // docs/board-format.md, `annotations`
        connect(field, &QLineEdit::editingFinished, this, &BoardInfoDock::commitCaption);
    }

    m_playersHeading = plainLabel(content);
    m_playersHeading->setObjectName(QStringLiteral("playersHeading"));
    m_playersHeading->setWordWrap(true);
    m_players = new QTreeWidget(content);
    m_players->setObjectName(QStringLiteral("playerList"));
    m_players->setRootIsDecorated(false);
    m_players->setColumnCount(3);
    m_players->header()->setStretchLastSection(false);
    m_players->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_players->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_players->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);

    m_eventsHeading = plainLabel(content);
    m_events = new ScoringList(content);
    m_events->setObjectName(QStringLiteral("scoringList"));
    m_events->setWordWrap(true);

    for (QLabel *heading : {m_captionHeading, m_playersHeading, m_eventsHeading}) {
        QFont f = heading->font();
        f.setBold(true);
        heading->setFont(f);
    }
    layout->addWidget(m_title);
    layout->addWidget(m_description);
    layout->addSpacing(6);
    layout->addLayout(caption);
    layout->addWidget(m_playersHeading);
    layout->addWidget(m_players);
    layout->addWidget(m_eventsHeading);
    layout->addWidget(m_events, 1);
    // In a scroll area: at 150 % or 200 % (a scale factor, or large fonts) the title, caption
    // and players may need more height than the panel has, and the panel's content then ran
    // under the panel below it. Scrolled instead, each part keeps its least size and all of it
    // can be reached; with room to spare the area is invisible, the scoring list taking the
    // rest of the height as before.
    m_scroll = new PanelScroll(this);
    m_scroll->setObjectName(QStringLiteral("boardInfoScroll"));
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setWidget(content);
    setWidget(m_scroll);
    setMinimumWidth(260);
}

QString BoardInfoDock::titleText() const
{
    return m_title->text();
}

void BoardInfoDock::setScoresHidden(bool hidden)
{
    if (hidden == m_scoresHidden) return;
    m_scoresHidden = hidden;
    refresh(m_language);
}

void BoardInfoDock::setPlayerMarks(bool on)
{
    if (on == m_playerMarks) return;
    m_playerMarks = on;
    refresh(m_language);
}

void BoardInfoDock::refresh(const QString &language)
{
    m_language = language;
    setWindowTitle(tr("Board"));
    // Hidden scores take their column along, so the names keep their room, and the heading
    // says where they went.
    m_playersHeading->setText(m_scoresHidden
                                  ? tr("Players (the scores are hidden until the puzzle is "
                                       "solved or revealed)")
                                  : tr("Players"));
    m_players->setColumnHidden(1, m_scoresHidden);
    m_eventsHeading->setText(tr("Scoring"));
    // A short heading keeps the names in sight in a narrow panel; the tooltip says it whole.
    m_players->setHeaderLabels({tr("Player"), tr("Score"), tr("Meeples", "in hand")});
    m_players->headerItem()->setToolTip(2, tr("Meeples in hand"));

    const QString title = m_document->title(language);
    m_title->setText(title.isEmpty() ? tr("Untitled board") : title);
    const QString description = m_document->description(language);
    m_description->setPlainText(description);
    m_description->setVisible(!description.isEmpty());
    fitDescription();

    m_captionHeading->setText(tr("Caption"));
    m_captionEnglish->setPlaceholderText(tr("English"));
    m_captionDutch->setPlaceholderText(tr("Dutch"));
    m_captionEnglish->setToolTip(tr("Caption under the pictures, in English"));
    m_captionDutch->setToolTip(tr("Caption under the pictures, in Dutch"));
    // Names for a screen reader: the two caption fields share one heading, the lists have
    // theirs above them rather than as their labels.
    m_captionEnglish->setAccessibleName(tr("Caption in English"));
    m_captionDutch->setAccessibleName(tr("Caption in Dutch"));
    m_description->setAccessibleName(tr("Board description"));
    m_players->setAccessibleName(tr("Players"));
    m_events->setAccessibleName(tr("Scoring events"));
    // A field being typed in keeps what is typed until it is left.
    const AnnotationText captionText = m_document->caption();
    if (!m_captionEnglish->hasFocus())
        m_captionEnglish->setText(captionText.in(QStringLiteral("en")));
    if (!m_captionDutch->hasFocus()) m_captionDutch->setText(captionText.in(QStringLiteral("nl")));

    m_players->clear();
    m_events->clear();
    const Game *game = m_document->game();
    if (!game) return;
    // The document's timeline; when the moves do not replay the set-up alone shows, which
    // has scored nothing.
    const Timeline &timeline = m_document->timeline();
    const bool played = timeline.replays();
    for (int i = 0; i < game->players().size(); ++i) {
        const Player &p = game->players()[i];
        auto *item = new QTreeWidgetItem(m_players);
        item->setIcon(0, playerIcon(FigureRenderer::playerColour(game->players(), i), i,
                                    m_playerMarks, devicePixelRatioF()));
        item->setText(0, BoardDocument::shownPlayerName(p.id, p.name));
        if (!m_scoresHidden) item->setText(1, QString::number(game->score(i)));
        item->setText(2, QString::number(game->meeplesInHand(i)));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
    // As tall as its rows, so the scoring list below gets the rest of the panel.
    const int rows = qMax(1, m_players->topLevelItemCount());
    m_players->setFixedHeight(m_players->header()->sizeHint().height() +
                              rows * qMax(m_players->sizeHintForRow(0), 18) +
                              2 * m_players->frameWidth() + 2);
    if (m_scroll) m_scroll->updateGeometry();
    if (m_scoresHidden) {
        m_events->addItem(tr("Hidden until the puzzle is solved or revealed: the scorings "
                             "would give its answer away."));
        return;
    }
    for (const ScoreEvent &e : played ? timeline.events() : QList<ScoreEvent>())
        m_events->addItem(describe(e));
    for (const ScoreEvent &e : played ? timeline.finalEvents() : QList<ScoreEvent>())
        m_events->addItem(describe(e));
    if (m_events->count() == 0) m_events->addItem(tr("Nothing has been scored yet."));
}

void BoardInfoDock::commitCaption()
{
    QString why;
    m_document->setCaption(
        AnnotationTextDialog::fromLanguages(m_captionEnglish->text(), m_captionDutch->text()),
        &why);
}

void BoardInfoDock::fitDescription()
{
    if (m_description->isHidden()) return;
    // Measured on a copy at the full width: the view's own layout narrows while its scroll bar
    // shows, and measuring that would keep the scroll bar for good.
    m_descriptionWidth = m_description->width();
    const int frame = m_description->frameWidth();
    std::unique_ptr<QTextDocument> measure(m_description->document()->clone());
    measure->setTextWidth(m_descriptionWidth - 2 * frame);
    const int wanted = int(std::ceil(measure->size().height())) + 2 * frame;
    const int line = m_description->fontMetrics().lineSpacing();
    const int cap = qMax(4 * line, height() * 2 / 5);
    // Squeezed, the panel may take it down to three lines; the rest scrolls.
    m_description->setMinimumHeight(qMin(wanted, 3 * line));
    m_description->setMaximumHeight(qMin(wanted, cap));
    m_descriptionWanted = wanted;
    updateDescriptionScrollBar();
    if (m_scroll) m_scroll->updateGeometry(); // its least height follows the content's
}

// A scroll bar only when the text does not fit: left to itself, the view keeps one that
// narrowed the text just enough to need it.
void BoardInfoDock::updateDescriptionScrollBar()
{
    m_description->setVerticalScrollBarPolicy(m_description->height() >= m_descriptionWanted
                                                  ? Qt::ScrollBarAlwaysOff
                                                  : Qt::ScrollBarAsNeeded);
}

void BoardInfoDock::resizeEvent(QResizeEvent *event)
{
    QDockWidget::resizeEvent(event);
    fitDescription();
}

// The panel's layout widens the description after the panel's own resize: wrap again then.
bool BoardInfoDock::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_description && event->type() == QEvent::Resize) {
        if (m_description->width() != m_descriptionWidth)
            fitDescription();
        else
            updateDescriptionScrollBar();
    }
    return QDockWidget::eventFilter(watched, event);
}

QString BoardInfoDock::playerName(const QString &id) const
{
    if (const Game *game = m_document->game()) {
        const int i = game->playerIndex(id);
        if (i >= 0) return BoardDocument::shownPlayerName(id, game->players()[i].name);
    }
    return id;
}

QString BoardInfoDock::describe(const ScoreEvent &event) const
{
    const QString feature = EventText::featureName(event.feature);
    QString what;
    if (event.feature == ScoredFeature::Field || event.feature == ScoredFeature::Flock)
        what = feature;
    else if (event.complete)
        what = tr("%1 completed").arg(feature);
    else
        what = tr("%1 unfinished").arg(feature);

    QStringList gains;
    for (auto it = event.points.cbegin(); it != event.points.cend(); ++it)
        gains.append(tr("%1 +%2").arg(playerName(it.key())).arg(it.value()));
    const QString result = gains.isEmpty() ? tr("nobody scores") : gains.join(QStringLiteral(", "));

    if (event.phase == ScoreEvent::Phase::Final)
        return tr("Final scoring: %1, %2").arg(what, result);
    return tr("Move %1: %2, %3").arg(event.move + 1).arg(what, result);
}

} // namespace ml
