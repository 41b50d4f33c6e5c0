// SPDX-License-Identifier: GPL-3.0-or-later
#include "annotationtools.h"

#include "annotationcolorbutton.h"
#include "annotationtool.h"
#include "boardview.h"
#include "markerdialog.h"
#include "selecttool.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QToolBar>

namespace ml
{

namespace
{
constexpr AnnotationType kTypes[] = {AnnotationType::Arrow,  AnnotationType::Ring,
                                     AnnotationType::Number, AnnotationType::Highlight,
                                     AnnotationType::Label,  AnnotationType::Dim};
} // namespace

AnnotationTools::AnnotationTools(BoardDocument *document, BoardView *view, SelectTool *select,
                                 const QList<QAction *> &actions, QToolBar *toolBar,
                                 QObject *parent)
    : QObject(parent), m_view(view), m_select(select), m_actions(actions),
      m_color(new AnnotationColorButton(toolBar)), m_shape(new QComboBox(toolBar)),
      m_markerText(new QComboBox(toolBar)), m_onlyHere(new QCheckBox(toolBar))
{
    Q_ASSERT(actions.size() == int(std::size(kTypes)));
    for (qsizetype i = 0; i < qsizetype(std::size(kTypes)); ++i) {
        const AnnotationType type = kTypes[i];
        auto *tool = new AnnotationTool(type, document, view, this);
        connect(tool, &EditorTool::statusMessage, this, &AnnotationTools::statusMessage);
        m_tools << tool;
        connect(actions[i], &QAction::triggered, this, [this, type] { use(type); });
    }
    m_onlyHere->setObjectName(QStringLiteral("onlyAtThisStep"));
    m_shape->setObjectName(QStringLiteral("markerShape"));
    m_markerText->setObjectName(QStringLiteral("markerText"));
    for (const MarkerShape s : kMarkerShapes)
        m_shape->addItem(MarkerDialog::shapeIcon(s), QString(), int(s));
    // Texts set by retranslate(), in the order of AnnotationTool::MarkerText.
    for (int i = 0; i < 3; ++i)
        m_markerText->addItem(QString());
    toolBar->addWidget(m_color);
    toolBar->addWidget(m_shape);
    toolBar->addWidget(m_markerText);
    toolBar->addWidget(m_onlyHere);
    // `activated`: only the user's choice reshapes the selection, never a change made in code.
    connect(m_shape, &QComboBox::activated, this, [this](int index) {
        const auto shape = MarkerShape(m_shape->itemData(index).toInt());
        tool(AnnotationType::Number)->setMarkerShape(shape);
        if (m_view->tool() == m_select) m_select->reshapeSelection(shape);
    });
    connect(m_markerText, &QComboBox::activated, this, [this](int index) {
        AnnotationTool *numbers = tool(AnnotationType::Number);
        numbers->setMarkerText(AnnotationTool::MarkerText(index));
        // The status bar names the next marker's text anew.
        if (m_view->tool() == numbers) numbers->activate();
    });
    connect(m_color, &AnnotationColorButton::colorChosen, this, [this](const QString &color) {
        for (AnnotationTool *t : std::as_const(m_tools))
            t->setColor(color);
        // The marks held by the select tool, while it is the one on the board.
        if (m_view->tool() == m_select) m_select->recolourSelection(color);
    });
    connect(m_onlyHere, &QCheckBox::toggled, this, [this](bool on) {
        for (AnnotationTool *t : std::as_const(m_tools))
            t->setOnlyAtThisStep(on);
    });
    retranslate();
}

AnnotationTool *AnnotationTools::tool(AnnotationType type) const
{
    return m_tools.value(int(type));
}

QAction *AnnotationTools::action(AnnotationType type) const
{
    return m_actions.value(int(type));
}

void AnnotationTools::use(AnnotationType type)
{
    action(type)->setChecked(true);
    // The board may show the set-up, the moves or a step of Explore: marks go on any of them.
    m_view->setTool(tool(type));
}

void AnnotationTools::retranslate()
{
    m_color->retranslate();
    for (int i = 0; i < m_shape->count(); ++i)
        m_shape->setItemText(i, MarkerDialog::shapeText(MarkerShape(m_shape->itemData(i).toInt())));
    m_shape->setToolTip(tr("Shape of new markers (and of the markers selected)"));
    m_shape->setAccessibleName(tr("Shape of new markers"));
    m_markerText->setAccessibleName(tr("Text of new markers"));
    m_markerText->setItemText(int(AnnotationTool::MarkerText::Number), tr("1, 2, 3…"));
    m_markerText->setItemText(int(AnnotationTool::MarkerText::Letter), tr("A, B, C…"));
    m_markerText->setItemText(int(AnnotationTool::MarkerText::None), tr("No text"));
    m_markerText->setToolTip(tr("What new markers hold: the next number, the next letter, or "
                                "nothing (a triangle or a cross only)"));
    m_onlyHere->setText(tr("Only at this step"));
    m_onlyHere->setToolTip(tr("New marks are shown only on the position the board shows now "
                              "(in Explore: the current step)"));
}

} // namespace ml
